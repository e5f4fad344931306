import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import NotificationsOff from '@mui/icons-material/NotificationsOffOutlined';
import { useFormat } from '@/shared/i18n/use-format';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { lastMessageWhen } from '../chat-dates';
import type { ChatListItem } from '../chat-types';

const ListItemLink = createLink(ListItemButton);

/** One chat in the list: who, the last message and when, how many are unread, and whether it is muted. */
export function ChatListItemLink({ chat, selected }: { chat: ChatListItem; selected: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const unread = chat.unreadCount ?? 0;
  const when = lastMessageWhen(chat, t, format);
  return (
    <ListItemLink
      to="/apps/chat/$chatId"
      params={{ chatId: chat.id }}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      sx={{ gap: 1.5, py: 1.25, alignItems: 'flex-start' }}
    >
      <ListItemAvatar sx={{ minWidth: 0, mt: 0.25 }}>
        <Avatar src={chat.contact.avatar ?? undefined} alt="">
          {chat.contact.name[0]}
        </Avatar>
      </ListItemAvatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography noWrap sx={{ flex: 1, fontWeight: unread > 0 ? 700 : 500 }}>
            {chat.contact.name}
          </Typography>
          {when && (
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {when}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 24 }}>
          <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1 }}>
            {chat.lastMessage || t('chat.noMessagesYet')}
          </Typography>
          {chat.muted && (
            <NotificationsOff
              titleAccess={t('chat.muted')}
              fontSize="small"
              sx={{ color: 'text.secondary' }}
            />
          )}
          {unread > 0 && (
            <Box
              component="span"
              sx={{
                minWidth: 22,
                height: 22,
                px: 0.75,
                borderRadius: 11,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                typography: 'caption',
                fontWeight: 700,
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              <span aria-hidden>{format.number(unread)}</span>
              <Box component="span" sx={visuallyHidden}>
                {t('chat.unread', { count: unread })}
              </Box>
            </Box>
          )}
        </Box>
      </Box>
    </ListItemLink>
  );
}

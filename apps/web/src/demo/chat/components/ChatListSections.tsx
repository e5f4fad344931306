import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { useStartChat } from '../api/start-chat';
import type { ChatListItem } from '../chat-types';
import { searchChats, type ContactSummary } from '../search-chats';
import { ChatListItemLink } from './ChatListItemLink';

type Props = {
  chats: ChatListItem[];
  contacts: ContactSummary[];
  query: string;
  selectedChatId?: string;
};

const sectionHeading = { px: 2, pt: 2, pb: 0.5, fontWeight: 700, color: 'text.secondary' } as const;

/** The chats that match the search, then the contacts without a chat, each of whom a click starts one with. */
export function ChatListSections({ chats, contacts, query, selectedChatId }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startChat = useStartChat();
  const found = searchChats(chats, contacts, query);
  const start = (contactId: string) =>
    startChat.mutate(contactId, {
      onSuccess: (chat) => void navigate({ to: '/apps/chat/$chatId', params: { chatId: chat.id } }),
    });
  if (found.chats.length === 0 && found.contacts.length === 0)
    return (
      <Typography role="status" color="text.secondary" sx={{ p: 2 }}>
        {query ? t('chat.noMatches', { query }) : t('chat.noChats')}
      </Typography>
    );
  return (
    <>
      {query && (
        <Box role="status" sx={visuallyHidden}>
          {t('chat.found', { count: found.chats.length + found.contacts.length })}
        </Box>
      )}
      {found.chats.length > 0 && (
        <Box component="section" aria-labelledby="chat-list-chats">
          <Typography id="chat-list-chats" component="h2" variant="subtitle2" sx={sectionHeading}>
            {t('chat.chats')}
          </Typography>
          <List disablePadding>
            {found.chats.map((chat) => (
              <li key={chat.id}>
                <ChatListItemLink chat={chat} selected={chat.id === selectedChatId} />
              </li>
            ))}
          </List>
        </Box>
      )}
      {startChat.isError && (
        <Typography role="alert" color="error" variant="body2" sx={{ px: 2, pt: 2 }}>
          {t('chat.startFailed')}
        </Typography>
      )}
      {found.contacts.length > 0 && (
        <Box component="section" aria-labelledby="chat-list-contacts">
          <Typography id="chat-list-contacts" component="h2" variant="subtitle2" sx={sectionHeading}>
            {t('chat.contacts')}
          </Typography>
          <List disablePadding>
            {found.contacts.map((contact) => (
              <li key={contact.id}>
                <ListItemButton
                  onClick={() => start(contact.id)}
                  disabled={startChat.isPending}
                  sx={{ gap: 1.5 }}
                >
                  <ListItemAvatar sx={{ minWidth: 0 }}>
                    <Avatar src={contact.avatar ?? undefined} alt="">
                      {contact.name[0]}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={contact.name}
                    secondary={contact.about}
                    slotProps={{ secondary: { noWrap: true } }}
                  />
                </ListItemButton>
              </li>
            ))}
          </List>
        </Box>
      )}
    </>
  );
}

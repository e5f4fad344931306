import { useTranslation } from 'react-i18next';
import type { Message } from '@taka/demo-api/schemas/common';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import MailOutline from '@mui/icons-material/MailOutlined';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import { useFormat } from '@/shared/i18n/use-format';
import { HrefLink } from '@/shared/ui/links';
import { useToast } from '@/shared/ui/toast/ToastProvider';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { useDeleteMessage } from './api/delete-message';
import { useToggleMessageRead } from './api/toggle-message-read';

/** One message: picture or icon, title (a link when it has one), text, time, and its read toggle and remove. */
export function MessageItem({ message }: { message: Message }) {
  const { t } = useTranslation();
  const format = useFormat();
  const toggle = useToggleMessageRead();
  const remove = useDeleteMessage();
  const showToast = useToast();
  const failed = () => showToast({ severity: 'error', message: t('shellPanels.actionFailed') });
  const time = format.relativeTime(message.time);
  const title = <strong>{message.title}</strong>;
  return (
    <ListItem
      divider
      alignItems="flex-start"
      sx={{ gap: 1.5, bgcolor: message.read ? undefined : 'action.hover', pr: 1 }}
    >
      <Avatar src={message.image ?? undefined} alt="" sx={{ mt: 0.5 }}>
        <MailOutline aria-hidden />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2">
          {!message.read && (
            <Box component="span" sx={visuallyHidden}>{`${t('shellPanels.messages.unread')}: `}</Box>
          )}
          {message.link && message.useRouter ? (
            <HrefLink href={message.link} style={{ color: 'inherit' }}>
              {title}
            </HrefLink>
          ) : message.link ? (
            <a href={message.link} target="_blank" rel="noopener noreferrer" style={{ color: 'inherit' }}>
              {title}
            </a>
          ) : (
            title
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {message.description}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={message.time}>
          {time}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <IconButton
          size="small"
          aria-label={t(message.read ? 'shellPanels.messages.markUnread' : 'shellPanels.messages.markRead', {
            title: message.title,
          })}
          onClick={() => toggle.mutate({ id: message.id, read: !message.read }, { onError: failed })}
        >
          {message.read ? <MarkEmailUnread fontSize="small" /> : <MarkEmailRead fontSize="small" />}
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('shellPanels.messages.remove', { title: message.title })}
          onClick={() => remove.mutate(message.id, { onError: failed })}
        >
          <Close fontSize="small" />
        </IconButton>
      </Box>
    </ListItem>
  );
}

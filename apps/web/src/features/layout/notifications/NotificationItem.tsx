import { useTranslation } from 'react-i18next';
import type { BankNotification } from '@taka/contracts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { useFormat } from '@/shared/i18n/use-format';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { servedImageUrl } from './notification-links';

type Props = {
  notification: BankNotification;
  onOpen: () => void;
  onToggleRead: () => void;
  onRemove: () => void;
};

/** A notification in the list: image (one the server serves), title, text and when; read toggle and remove. */
export function NotificationItem({ notification, onOpen, onToggleRead, onRemove }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const image = servedImageUrl(notification.imageUrl);
  const unread = !notification.isRead;
  return (
    <ListItem
      disablePadding
      divider
      sx={{ alignItems: 'stretch', bgcolor: unread ? 'action.hover' : undefined }}
    >
      <ListItemButton
        onClick={onOpen}
        aria-haspopup="dialog"
        sx={{ gap: 1.5, alignItems: 'flex-start', py: 1.5, minWidth: 0 }}
      >
        {image && (
          <Box
            component="img"
            src={image}
            alt=""
            sx={{ width: 48, height: 48, borderRadius: 1, objectFit: 'cover', flexShrink: 0 }}
          />
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            component="span"
            sx={{ display: 'block', fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}
          >
            {notification.messageTitle}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {notification.messageText}
          </Typography>
          <Typography
            component="time"
            dateTime={notification.date}
            title={format.dateTime(notification.date)}
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', mt: 0.5 }}
          >
            {format.relativeTime(notification.date)}
          </Typography>
        </Box>
        {unread && (
          <Box
            component="span"
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', mt: 1, flexShrink: 0 }}
          >
            <Box component="span" sx={visuallyHidden}>
              {t('shell.notifications.unread')}
            </Box>
          </Box>
        )}
      </ListItemButton>
      <Stack sx={{ justifyContent: 'center', px: 0.5 }}>
        <IconButton
          size="small"
          aria-label={unread ? t('shell.notifications.markRead') : t('shell.notifications.markUnread')}
          onClick={onToggleRead}
        >
          {unread ? <MarkEmailReadOutlined fontSize="small" /> : <MarkEmailUnreadOutlined fontSize="small" />}
        </IconButton>
        <IconButton size="small" aria-label={t('shell.notifications.remove')} onClick={onRemove}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Stack>
    </ListItem>
  );
}

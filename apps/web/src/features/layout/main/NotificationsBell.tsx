import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useUnreadAlertsCount } from '../api/get-unread-alerts-count';

/** The bell with the unread count (badge only above 0). The notifications panel itself comes later. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const unread = useUnreadAlertsCount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.notifications.label', { count: unread })}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" invisible={unread <= 0} max={99}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': t('shell.notifications.title'), sx: { p: 2, width: 320 } },
        }}
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('shell.notifications.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('shell.notifications.preparing', { count: unread })}
        </Typography>
      </Popover>
    </>
  );
}

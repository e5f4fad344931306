import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { WhenFirstOpened } from '@/shared/ui/WhenFirstOpened';
import { useUnreadAlertsCount } from '../api/get-unread-alerts-count';

// The notification centre (tabs, lists, dialogs) loads when the bell is first opened: the shell has a budget.
const NotificationsPanel = lazy(() =>
  import('../notifications/NotificationsPanel').then((module) => ({ default: module.NotificationsPanel })),
);

/** The bell with the unread count (badge only above 0); it opens the notification centre (SPEC 2.6). */
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
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" invisible={unread <= 0} max={99}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <WhenFirstOpened open={anchor !== null}>
        <NotificationsPanel anchor={anchor} onClose={() => setAnchor(null)} />
      </WhenFirstOpened>
    </>
  );
}

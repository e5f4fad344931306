import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationCategory } from '@taka/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import DoneAll from '@mui/icons-material/DoneAll';
import { useToast } from '@/shared/ui/toast/ToastProvider';
import { useCategoryUnreadCount } from './api/get-category-unread-count';
import { notificationKeys } from './api/notification-keys';
import { useUpdateReadStatus } from './api/update-read-status';
import { NotificationList } from './NotificationList';

const CATEGORIES: NotificationCategory[] = ['PROMOTIONAL', 'TRANSACTIONAL'];

type Props = { anchor: HTMLElement | null; onClose: () => void };

/**
 * The notification centre under the bell (SPEC 2.6): Promotions and Transactions tabs, each its category newest
 * first; Mark all as read for the tab's category; a close button. A popover on a wide screen, the full width of a
 * phone's.
 */
export function NotificationsPanel({ anchor, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [category, setCategory] = useState<NotificationCategory>('PROMOTIONAL');
  const unread = useCategoryUnreadCount(category).data ?? 0;
  const markAll = useUpdateReadStatus(category);
  const showToast = useToast();
  const tabId = (c: NotificationCategory) => `${id}-tab-${c}`;
  const queryClient = useQueryClient();
  const open = anchor !== null;
  // Opened, the panel shows the count as it is now, not as the bell's last poll saw it.
  useEffect(() => {
    if (open) void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount });
  }, [open, queryClient]);

  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      marginThreshold={8}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': `${id}-title`,
          sx: {
            width: { xs: 'calc(100vw - 16px)', sm: 420 },
            maxWidth: 'calc(100vw - 16px)',
            height: 'min(600px, calc(100vh - 96px))',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 0.5 }}>
        <Typography id={`${id}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
          {t('shell.notifications.title')}
        </Typography>
        <Button
          size="small"
          startIcon={<DoneAll />}
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() =>
            markAll.mutate(
              { updateAll: true, isRead: true },
              {
                onError: () =>
                  showToast({ severity: 'error', message: t('shell.notifications.actionFailed') }),
              },
            )
          }
        >
          {t('shell.notifications.markAllRead')}
        </Button>
        <IconButton edge="end" aria-label={t('shell.notifications.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Tabs
        value={category}
        onChange={(_event, next: NotificationCategory) => setCategory(next)}
        aria-label={t('shell.notifications.tabs.label')}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {CATEGORIES.map((c) => (
          <Tab
            key={c}
            value={c}
            id={tabId(c)}
            aria-controls={`${id}-panel`}
            label={t(`shell.notifications.tabs.${c}`)}
          />
        ))}
      </Tabs>
      <Box
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={tabId(category)}
        sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
      >
        <NotificationList key={category} category={category} />
      </Box>
    </Popover>
  );
}

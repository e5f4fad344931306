import { Suspense, lazy, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankNotification, NotificationCategory } from '@taka/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { useToast } from '@/shared/ui/toast/ToastProvider';
import { useDeleteNotification } from './api/delete-notification';
import { useNotificationList } from './api/list-notifications';
import { useUpdateReadStatus } from './api/update-read-status';
import { NotificationItem } from './NotificationItem';

// The dialog brings the sanitizer and the receipt: loaded when a notification is first opened.
const NotificationDialog = lazy(() =>
  import('./NotificationDialog').then((module) => ({ default: module.NotificationDialog })),
);

/** One tab's notifications, newest first; the next page loads when its button scrolls into view (or is pressed). */
export function NotificationList({ category }: { category: NotificationCategory }) {
  const { t } = useTranslation();
  const list = useNotificationList(category);
  const readStatus = useUpdateReadStatus(category);
  const remove = useDeleteNotification(category);
  const showToast = useToast();
  const [opened, setOpened] = useState<BankNotification | null>(null);
  const failed = () => showToast({ severity: 'error', message: t('shell.notifications.actionFailed') });

  if (list.isPending)
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('shell.notifications.loading')} />
      </Box>
    );
  if (list.isLoadingError)
    return (
      <Box sx={{ p: 2 }}>
        <ApiErrorAlert error={list.error} />
        <Button variant="outlined" onClick={() => void list.refetch()}>
          {t('shell.notifications.retry')}
        </Button>
      </Box>
    );
  const notifications = list.data.pages.flatMap((page) => page.data);
  if (notifications.length === 0)
    return (
      <Box sx={{ p: 2 }}>
        <EmptyState
          icon={NotificationsNoneOutlined}
          title={t('shell.notifications.empty.title')}
          text={t('shell.notifications.empty.text')}
        />
      </Box>
    );

  return (
    <>
      <List disablePadding aria-label={t(`shell.notifications.tabs.${category}`)}>
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onOpen={() => {
              if (!notification.isRead)
                readStatus.mutate({ id: notification.id, isRead: true }, { onError: failed });
              setOpened(notification);
            }}
            onToggleRead={() =>
              readStatus.mutate({ id: notification.id, isRead: !notification.isRead }, { onError: failed })
            }
            onRemove={() => remove.mutate(notification.id, { onError: failed })}
          />
        ))}
      </List>
      {list.hasNextPage && (
        <LoadMore loading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} />
      )}
      {list.isFetchNextPageError && <ApiErrorAlert error={list.error} />}
      {opened && (
        <Suspense fallback={null}>
          <NotificationDialog notification={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </>
  );
}

function LoadMore({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  const load = useEffectEvent(onLoad);
  useEffect(() => {
    const button = ref.current;
    if (!button || loading) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [loading]);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', p: 1.5 }}>
      <Button ref={ref} loading={loading} onClick={onLoad}>
        {t('shell.notifications.loadMore')}
      </Button>
    </Box>
  );
}

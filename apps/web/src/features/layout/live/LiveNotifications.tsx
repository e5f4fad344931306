import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveNotification } from '@taka/contracts';
import { bankingKeys } from '@/shared/banking/api/query-keys';
import { useFormat } from '@/shared/i18n/use-format';
import { useSession } from '@/shared/session/session-store';
import { useToast } from '@/shared/ui/toast/ToastProvider';

/**
 * Hears the customer's new notifications while the signed-in shell is open, without polling: the badge and any
 * open list refresh (every query under ['notifications']), and money that came in shows a toast in the language on
 * screen and refreshes the balances. Mounted once, in the main layout. The stream is the session's: it stops the
 * moment the session is forgotten here (a sign-out ends it on the server first, and the shell is still on screen
 * while the app goes to sign-in), rather than reconnecting unsigned. A component of its own, drawing nothing: the
 * session it reads is the browser's, which the page the server drew did not have, and only this re-renders for it.
 */
export function LiveNotifications() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const format = useFormat();
  const showToast = useToast();
  const accessToken = useSession()?.accessToken;
  const toastCredit = useRef<(notification: LiveNotification) => void>(() => {});
  useEffect(() => {
    toastCredit.current = (notification) => {
      const { amount, fromName } = notification;
      showToast({
        severity: 'success',
        title: t('liveNotifications.creditTitle'),
        message:
          amount && fromName
            ? t('liveNotifications.creditText', { amount: format.taka(amount), name: fromName })
            : notification.text,
      });
    };
  });

  useEffect(() => {
    if (!accessToken) return;
    const abort = new AbortController();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    void import('./follow-notifications').then(({ followNotifications }) =>
      followNotifications({
        signal: abort.signal,
        onRefresh: refresh,
        onNotification: (notification) => {
          refresh();
          if (!notification.incomingCredit) return;
          // the balances and recent transactions on screen take the money in too
          void queryClient.invalidateQueries({ queryKey: bankingKeys.accounts });
          void queryClient.invalidateQueries({ queryKey: bankingKeys.transactions });
          toastCredit.current(notification);
        },
      }),
    );
    return () => abort.abort();
  }, [queryClient, accessToken]);
  return null;
}

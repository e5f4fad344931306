import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailSettingsSchema } from '@taka/demo-api/schemas/mailbox';
import { demoRequest } from '@/shared/demo/demo-request';
import { MAILBOX_API, mailboxKeys } from './keys';

/** right: the list and the open mail side by side; full: the open mail takes the list's place. */
export type MessageLayout = 'right' | 'full';

// The demo handlers forget their state on a reload; the session keeps the customer's choice until the tab closes.
const SESSION_KEY = 'taka.mailbox.messageLayout';

function storedLayout(): MessageLayout | null {
  const value = sessionStorage.getItem(SESSION_KEY);
  return value === 'right' || value === 'full' ? value : null;
}

const settingsRequest = (settings?: { messageLayout: MessageLayout }) =>
  settings
    ? demoRequest(`${MAILBOX_API}/settings`, MailSettingsSchema, { method: 'PATCH', body: { settings } })
    : demoRequest(`${MAILBOX_API}/settings`, MailSettingsSchema);

/** The message layout: the session's choice, else the mailbox settings' (default right). */
export function useMessageLayout(): MessageLayout {
  const settings = useQuery({ queryKey: mailboxKeys.settings, queryFn: () => settingsRequest() });
  return storedLayout() ?? (settings.data?.messageLayout === 'full' ? 'full' : 'right');
}

export function useChangeMessageLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageLayout: MessageLayout) => {
      sessionStorage.setItem(SESSION_KEY, messageLayout);
      return settingsRequest({ messageLayout });
    },
    onSuccess: (settings) => queryClient.setQueryData(mailboxKeys.settings, settings),
  });
}

import { vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ConfirmationDialogProvider } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { ToastProvider } from '@/shared/ui/toast/ToastProvider';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { MailboxPage } from './MailboxPage';

/** A wide screen (MUI's up('md') matches, down('sm') does not), or a phone. */
export function stubScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide ? query.includes('min-width') : query.includes('max-width'),
    media: query,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The mailbox at `path` with the app's toasts and confirmation dialog around it. */
export const renderMailbox = (path = '/apps/mailbox/folder/inbox') =>
  renderAtPath(
    () => (
      <ToastProvider>
        <ConfirmationDialogProvider>
          <MailboxPage />
        </ConfirmationDialogProvider>
      </ToastProvider>
    ),
    path,
  );

/** The rows of the mail list, once loaded. */
export async function mailRows() {
  const list = await screen.findByRole('list', { name: /Inbox|Sent|Drafts|Spam|Trash|Starred|Important/ });
  return [...list.querySelectorAll(':scope > li > a')] as HTMLAnchorElement[];
}

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@tanstack/react-router';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { ConfirmationDialogProvider } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { ToastProvider } from '@/shared/ui/toast/ToastProvider';
import { ContactsPage } from './ContactsPage';

/** The page as its routes render it: the contact in the drawer is the one the path names. */
function ContactsAtPath() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const contactId = /^\/apps\/contacts\/([^/]+)$/.exec(pathname)?.[1];
  return (
    <ConfirmationDialogProvider>
      <ToastProvider>
        <ContactsPage contactId={contactId} />
      </ToastProvider>
    </ConfirmationDialogProvider>
  );
}

export const renderContacts = (path = '/apps/contacts') => renderAtPath(() => <ContactsAtPath />, path);

/** Opens a contact from the list and waits for its drawer. */
export async function openContact(name: string) {
  // The first render of a test file waits for MUI and the handlers' seed to load: allow it more than a second.
  const link = await screen.findByRole('link', { name: new RegExp(`^${name}`) }, { timeout: 10_000 });
  await userEvent.click(link);
  return screen.findByRole('dialog', { name });
}

import { vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmationDialogProvider } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { ToastProvider } from '@/shared/ui/toast/ToastProvider';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { NotesPage } from './NotesPage';

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

/** The notes at `path` with the app's toasts and confirmation dialog around them, once the cards show. */
export async function renderNotes(path = '/apps/notes') {
  const rendered = await renderAtPath(
    () => (
      <ToastProvider>
        <ConfirmationDialogProvider>
          <NotesPage />
        </ConfirmationDialogProvider>
      </ToastProvider>
    ),
    path,
  );
  await screen.findAllByRole('article');
  return rendered;
}

/** The titles of the cards shown, in order. */
export const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

export const card = (title: string) => screen.getByRole('article', { name: title });

export const sidebar = () => screen.getByRole('navigation', { name: 'Note lists and labels' });

/** Opens a note by its card and answers its dialog. */
export async function openNote(title: string) {
  await userEvent.click(within(card(title)).getByRole('button', { name: title }));
  return screen.findByRole('dialog', { name: 'Edit note' });
}

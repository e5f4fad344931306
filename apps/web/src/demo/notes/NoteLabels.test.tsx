import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { NoteSchema } from '@taka/demo-api/schemas/notes';
import { demoRequest } from '@/shared/demo/demo-request';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { ConfirmationDialogProvider } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { NotesPage } from './NotesPage';
import { card, cardTitles, renderNotes, sidebar, stubScreen } from './notes-test-kit';

serveDemoHandlers();
beforeEach(() => stubScreen(true));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const labelsDialog = async () => {
  await userEvent.click(within(sidebar()).getByRole('button', { name: 'Edit labels' }));
  return screen.findByRole('dialog', { name: 'Edit labels' });
};

describe('the note labels', { timeout: 60_000 }, () => {
  it('adds a label, whose list is empty until a note carries it', async () => {
    const { router } = await renderNotes();
    const dialog = await labelsDialog();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New label' }), 'Bills{Enter}');
    expect(await within(dialog).findByText('Bills')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Bills' }));
    expect(router.state.location.pathname).toMatch(/^\/apps\/notes\/label\//);
    expect(await screen.findByRole('heading', { name: 'No notes with this label' })).toBeTruthy();

    // A note taken under a label carries it.
    await userEvent.click(screen.getByRole('button', { name: 'Take a note' }));
    const note = await screen.findByRole('dialog', { name: 'New note' });
    expect(within(note).getByRole('checkbox', { name: 'Bills' })).toHaveProperty('checked', true);
    await userEvent.type(within(note).getByRole('textbox', { name: 'Title' }), 'Electricity');
    await userEvent.click(within(note).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Electricity']));
  });

  it('renames a label, and the notes carrying it show the new name', async () => {
    await renderNotes();
    const dialog = await labelsDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename label Work' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename label' });
    const name = within(rename).getByRole('textbox', { name: /^Label name/ });
    await userEvent.clear(name);
    await userEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await within(rename).findByText('Enter a name for the label.')).toBeTruthy();
    await userEvent.type(name, 'Office');
    await userEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename label' })).toBeNull());
    expect(within(dialog).getByText('Office')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(within(sidebar()).getByRole('link', { name: 'Office' })).toBeTruthy();
    await waitFor(() => expect(within(card('Reunion budget')).getByText('Office')).toBeTruthy());
    expect(within(card('Reunion budget')).queryByText('Work')).toBeNull();
  });

  it('deletes a label after the confirmation, taking it off every note', async () => {
    const { router } = await renderNotes();
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Family' }));
    await waitFor(() => expect(cardTitles()).toContain('Bazar list'));
    const dialog = await labelsDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete label Family' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this label?' });
    expect(
      within(confirm).getByText(
        'The label “Family” will be taken off every note that carries it. The notes stay.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete label' }));
    expect(await screen.findByText('The label “Family” was deleted.')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText('Family')).toBeNull());
    await userEvent.click((await within(dialog).findAllByRole('button', { name: 'Close' }))[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The deleted label's page is left for the notes.
    expect(router.state.location.pathname).toBe('/apps/notes');
    expect(within(sidebar()).queryByRole('link', { name: 'Family' })).toBeNull();
    await waitFor(() => expect(within(card('Bazar list')).queryByText('Family')).toBeNull());
    const notes = await demoRequest('/api/apps/notes/all', z.array(NoteSchema));
    expect(notes.some((note) => note.labels.some((label) => label.title === 'Family'))).toBe(false);
    expect(notes).toHaveLength(12);
  });

  it('says so when the archive or a label has no notes', async () => {
    const archived = await demoRequest('/api/apps/notes/all', z.array(NoteSchema));
    for (const note of archived.filter((item) => item.archived))
      await demoRequest(`/api/apps/notes?id=${note.id}`, z.boolean().nullable(), { method: 'DELETE' });
    await renderNotes();
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Archive' }));
    expect(await screen.findByRole('heading', { name: 'The archive is empty' })).toBeTruthy();
  });

  it('says so when the notes cannot be loaded, and loads them on Try again', async () => {
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/notes/all')
        ? Promise.resolve(new Response('Down', { status: 500 }))
        : fetch(input, init),
    );
    await renderAtPath(
      () => (
        <ConfirmationDialogProvider>
          <NotesPage />
        </ConfirmationDialogProvider>
      ),
      '/apps/notes',
    );
    expect(await screen.findByRole('heading', { name: 'The notes could not be loaded' })).toBeTruthy();
    vi.restoreAllMocks();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Bazar list' })).toBeTruthy();
  });

  it('puts the lists and labels in a drawer on phones', async () => {
    stubScreen(false);
    const { router } = await renderNotes();
    expect(screen.queryByRole('navigation', { name: 'Note lists and labels' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Lists and labels' }));
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Archive' }));
    expect(router.state.location.pathname).toBe('/apps/notes/archive');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Note lists and labels' })).toBeNull(),
    );
    await waitFor(() => expect(cardTitles()).toEqual(['Tax return checklist', 'Old Wi-Fi password']));
  });
});

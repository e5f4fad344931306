import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { NoteSchema } from '@taka/demo-api/schemas/notes';
import { demoRequest } from '@/shared/demo/demo-request';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { card, cardTitles, openNote, renderNotes, sidebar, stubScreen } from './notes-test-kit';

serveDemoHandlers();
beforeEach(() => stubScreen(true));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const savedNotes = () => demoRequest('/api/apps/notes/all', z.array(NoteSchema));

describe('the notes', { timeout: 30_000 }, () => {
  it('shows the notes in use, and filters them by reminder, archive and label from the sidebar', async () => {
    const { router } = await renderNotes();
    expect(screen.getByRole('heading', { level: 1, name: 'Notes' })).toBeTruthy();
    expect(cardTitles()).toHaveLength(10);
    expect(cardTitles()).not.toContain('Tax return checklist');
    const bazar = card('Bazar list');
    expect(within(bazar).getByText('Family')).toBeTruthy();
    expect(within(bazar).getByRole('list', { name: 'Checklist' }).textContent).toContain('Done:Masoor dal');
    expect(within(bazar).getByRole('list', { name: 'Checklist' }).textContent).toContain(
      'To do:Green chillies',
    );

    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Archive' }));
    expect(router.state.location.pathname).toBe('/apps/notes/archive');
    await waitFor(() => expect(cardTitles()).toEqual(['Tax return checklist', 'Old Wi-Fi password']));

    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Reminders' }));
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Before the release', 'Eid salami', 'Call the landlord']),
    );

    const work = within(sidebar()).getByRole('link', { name: 'Work' });
    expect(work.getAttribute('href')).toMatch(/^\/apps\/notes\/label\//);
    await userEvent.click(work);
    expect(work.getAttribute('aria-current')).toBe('page');
    await waitFor(() =>
      expect(cardTitles()).toEqual([
        'Before the release',
        'Ideas for the statement screen',
        'Reunion budget',
      ]),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Work' })).toBeTruthy();
  });

  it('searches the titles and texts of the list shown, and says when nothing matches', async () => {
    await renderNotes();
    const search = screen.getByRole('searchbox', { name: 'Search notes' });
    await userEvent.type(search, 'wi-fi');
    expect(cardTitles()).toEqual(['Wi-Fi at home']);
    await userEvent.clear(search);
    await userEvent.type(search, 'LEAK');
    expect(cardTitles()).toEqual(['Call the landlord']);
    await userEvent.clear(search);
    await userEvent.type(search, 'zebra');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No notes found' })).toBeTruthy();
    expect(screen.getByText('No note’s title or text contains “zebra”.')).toBeTruthy();
  });

  it('takes a new note with a checklist, saved through the handler', async () => {
    await renderNotes();
    await userEvent.click(screen.getByRole('button', { name: 'Take a note' }));
    const dialog = await screen.findByRole('dialog', { name: 'New note' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Branch visit');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Bring the passport.');
    for (const task of ['Cheque book', 'Nominee form']) {
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'New task' }), task);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
      expect(await within(dialog).findByRole('checkbox', { name: task })).toBeTruthy();
    }
    expect(within(dialog).getByRole('textbox', { name: 'New task' })).toHaveProperty('value', '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cardTitles()[0]).toBe('Branch visit');
    const created = card('Branch visit');
    expect(within(created).getByText('Bring the passport.')).toBeTruthy();
    expect(within(created).getByRole('list', { name: 'Checklist' }).textContent).toBe(
      'To do:Cheque bookTo do:Nominee form',
    );
    await waitFor(async () => {
      const saved = (await savedNotes()).find((note) => note.title === 'Branch visit');
      expect(saved?.content).toBe('Bring the passport.');
      expect(saved?.tasks.map((task) => task.content)).toEqual(['Cheque book', 'Nominee form']);
    });
  });

  it('keeps no new note left empty', async () => {
    await renderNotes();
    await userEvent.click(screen.getByRole('button', { name: 'Take a note' }));
    await screen.findByRole('dialog', { name: 'New note' });
    await userEvent.keyboard('{Escape}');
    await waitFor(async () => expect(await savedNotes()).toHaveLength(12));
    expect(cardTitles()).toHaveLength(10);
  });

  it('ticks and removes a task of a note', async () => {
    await renderNotes();
    const dialog = await openNote('Bazar list');
    const chillies = within(dialog).getByRole('checkbox', { name: 'Green chillies' });
    expect(chillies).toHaveProperty('checked', false);
    await userEvent.click(chillies);
    await waitFor(() => expect(chillies).toHaveProperty('checked', true));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Masoor dal' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove task Mustard oil' }));
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: 'Mustard oil' })).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(within(card('Bazar list')).getByRole('list', { name: 'Checklist' }).textContent).toBe(
      'Done:Rice, 5 kg miniketTo do:Masoor dalTo do:Hilsa, two mediumDone:Green chillies',
    );
    const saved = (await savedNotes()).find((note) => note.title === 'Bazar list')!;
    expect(saved.tasks.map((task) => [task.content, task.completed])).toEqual([
      ['Rice, 5 kg miniket', true],
      ['Masoor dal', false],
      ['Hilsa, two medium', false],
      ['Green chillies', true],
    ]);
  });

  it('puts a label on a note from its dialog, and the note shows under that label', async () => {
    await renderNotes();
    const dialog = await openNote('Wi-Fi at home');
    const labels = within(dialog).getByRole('group', { name: 'Labels' });
    expect(within(labels).getByRole('checkbox', { name: 'Family' })).toHaveProperty('checked', true);
    await userEvent.click(within(labels).getByRole('checkbox', { name: 'Work' }));
    await userEvent.click(within(labels).getByRole('checkbox', { name: 'Family' }));
    await waitFor(() =>
      expect(within(labels).getByRole('checkbox', { name: 'Family' })).toHaveProperty('checked', false),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card('Wi-Fi at home')).queryByText('Family')).toBeNull();
    expect(within(card('Wi-Fi at home')).getByText('Work')).toBeTruthy();
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Work' }));
    await waitFor(() => expect(cardTitles()).toContain('Wi-Fi at home'));
  });

  it('archives a note and takes it out of the archive again', async () => {
    await renderNotes();
    await userEvent.click(within(await openNote('Eid salami')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('The note was archived.', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(cardTitles()).not.toContain('Eid salami'));

    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Archive' }));
    await waitFor(() => expect(cardTitles()).toContain('Eid salami'));
    await userEvent.click(within(await openNote('Eid salami')).getByRole('button', { name: 'Unarchive' }));
    await waitFor(() => expect(cardTitles()).not.toContain('Eid salami'));
    expect((await savedNotes()).find((note) => note.title === 'Eid salami')?.archived).toBe(false);
  });

  it('deletes a note only after the confirmation', async () => {
    await renderNotes();
    let dialog = await openNote('Books to read');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this note?' });
    expect(within(confirm).getByText('“Books to read” will be deleted for good.')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this note?' })).toBeNull());
    dialog = screen.getByRole('dialog', { name: 'Edit note' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Books to read');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete note' }));
    expect(await screen.findByText('“Books to read” was deleted.')).toBeTruthy();
    await waitFor(() => expect(cardTitles()).not.toContain('Books to read'));
    expect((await savedNotes()).some((note) => note.title === 'Books to read')).toBe(false);
  });
});

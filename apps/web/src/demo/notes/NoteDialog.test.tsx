import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { NoteSchema } from '@taka/demo-api/schemas/notes';
import { demoRequest } from '@/shared/demo/demo-request';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { card, openNote, renderNotes, stubScreen } from './notes-test-kit';

serveDemoHandlers();
beforeEach(() => stubScreen(true));
afterEach(() => vi.unstubAllGlobals());

const savedNote = async (title: string) =>
  (await demoRequest('/api/apps/notes/all', z.array(NoteSchema))).find((note) => note.title === title)!;

describe('a note’s dialog', { timeout: 30_000 }, () => {
  it('opens from the keyboard and saves the title and text when closed with Escape', async () => {
    await renderNotes();
    within(card('Wi-Fi at home')).getByRole('button', { name: 'Wi-Fi at home' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveProperty('value', 'Wi-Fi at home');
    await userEvent.clear(title);
    await userEvent.type(title, 'Home Wi-Fi');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card('Home Wi-Fi')).toBeTruthy();
    await waitFor(async () => expect((await savedNote('Home Wi-Fi')).content).toContain('Shapla-5G'));
  });

  it('sets a reminder on a day to come, refuses a past day, and removes it', async () => {
    await renderNotes();
    const dialog = await openNote('Fixed deposit rates');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remind me' }));
    const reminder = await screen.findByRole('dialog', { name: 'Reminder' });
    const field = within(reminder).getByRole('group', { name: /^Remind me on/ });
    await userEvent.click(within(field).getByRole('spinbutton', { name: 'Day' }));
    await userEvent.keyboard('01012020');
    await userEvent.click(within(reminder).getByRole('button', { name: 'Save' }));
    expect(await within(reminder).findByText('Choose today or a later day.')).toBeTruthy();

    await userEvent.click(within(field).getByRole('spinbutton', { name: 'Day' }));
    await userEvent.keyboard('15032099');
    await userEvent.click(within(reminder).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reminder' })).toBeNull());
    const chip = await within(dialog).findByRole('button', { name: 'Reminder 15 Mar 2099' });
    await waitFor(async () =>
      expect((await savedNote('Fixed deposit rates')).reminder).toBe('2099-03-15T03:00:00.000Z'),
    );

    await userEvent.click(chip);
    const change = await screen.findByRole('dialog', { name: 'Reminder' });
    await userEvent.click(within(change).getByRole('button', { name: 'Remove the reminder' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /^Reminder/ })).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Remind me' })).toBeTruthy();
    await waitFor(async () => expect((await savedNote('Fixed deposit rates')).reminder).toBeNull());
  });

  it('adds a picture as a data URL, refuses other files, and removes the picture', async () => {
    await renderNotes();
    const dialog = await openNote('Books to read');
    const file = within(dialog).getByTestId('note-image-file');
    await userEvent.upload(file, new File(['not a picture'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Choose a picture file (PNG, JPEG, GIF or WebP).',
    );

    await userEvent.upload(
      file,
      new File([new Uint8Array([137, 80, 78, 71])], 'shelf.png', { type: 'image/png' }),
    );
    const image = await within(dialog).findByRole('img', { name: 'The note’s image' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByRole('button', { name: 'Change image' })).toBeTruthy();
    await waitFor(async () => expect((await savedNote('Books to read')).image).toMatch(/^data:image\/png/));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(within(dialog).queryByRole('img')).toBeNull());
    await waitFor(async () => expect((await savedNote('Books to read')).image).toBeNull());
  });
});

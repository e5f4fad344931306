import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { BoardPage } from './BoardPage';
import { mountScrumboard, seededBoards } from './test-helpers';

serveDemoHandlers();
afterEach(() => vi.restoreAllMocks());

async function openFirstBoard() {
  const [board] = await seededBoards();
  await mountScrumboard(() => <BoardPage boardId={board!.id} />, `/apps/scrumboard/${board!.id}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Taka mobile app' })).toBeTruthy();
  return board!;
}

const list = (title: string) => screen.getByRole('region', { name: title });
const cardTitles = (title: string) =>
  within(screen.getByRole('list', { name: `Cards in ${title}` }))
    .queryAllByRole('button')
    .map((card) => card.querySelector('p')?.textContent);
const listTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('a scrumboard board', { timeout: 30_000 }, () => {
  it('shows its lists side by side with their cards in position order', async () => {
    await openFirstBoard();
    expect(listTitles()).toEqual(['Research', 'Design', 'Development', 'Upcoming features']);
    expect(cardTitles('Research')).toEqual([
      'How do customers outside Dhaka use the app?',
      'Compare wallet transfer fees',
      'Survey on fingerprint sign-in',
    ]);
    expect(within(list('Design')).getByText('1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move the list Research' })).toBeTruthy();
  });

  it('adds a list, renames it, and deletes it with its cards after the confirmation', async () => {
    await openFirstBoard();
    await userEvent.type(screen.getByRole('textbox', { name: 'New list' }), 'Done');
    await userEvent.click(screen.getByRole('button', { name: 'Add list' }));
    await waitFor(() => expect(listTitles()).toContain('Done'));
    await userEvent.type(within(list('Done')).getByRole('textbox', { name: 'New card' }), 'Ship 2.0');
    await userEvent.click(within(list('Done')).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(cardTitles('Done')).toEqual(['Ship 2.0']));

    await userEvent.click(screen.getByRole('button', { name: 'Actions for the list Done' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename list' });
    const field = within(rename).getByRole('textbox', { name: /List title/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Shipped');
    await userEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(listTitles()).toContain('Shipped'));

    await userEvent.click(screen.getByRole('button', { name: 'Actions for the list Shipped' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete list' });
    expect(confirm.textContent).toContain('Delete the list Shipped? Its cards are deleted too.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The list Shipped is deleted.')).toBeTruthy();
    expect(listTitles()).not.toContain('Shipped');
  });

  it(
    'adds a card, edits it in its dialog (title, description, labels, a checklist) and deletes it',
    { timeout: 60_000 },
    async () => {
      await openFirstBoard();
      const research = list('Research');
      await userEvent.type(
        within(research).getByRole('textbox', { name: 'New card' }),
        'Interview tea garden workers',
      );
      await userEvent.click(within(research).getByRole('button', { name: 'Add' }));
      const card = await within(research).findByRole('button', { name: /^Interview tea garden workers/ });
      await userEvent.click(card);

      const dialog = await screen.findByRole('dialog', { name: 'Card in Research' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Bug' }));
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Bug' }).getAttribute('aria-pressed')).toBe('true'),
      );
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'New checklist' }),
        'Before the visit',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add checklist' }));
      const item = await within(dialog).findByRole('textbox', { name: 'New item in Before the visit' });
      await userEvent.type(item, 'Book the car');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
      await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Book the car' }));
      await waitFor(() => expect(within(dialog).getByText('1 of 1')).toBeTruthy());

      const title = within(dialog).getByRole('textbox', { name: /^Title/ });
      await userEvent.clear(title);
      await userEvent.type(title, 'Interview tea garden workers in Sreemangal');
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'Description' }),
        'Two days in March.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Card in Research' })).toBeNull());
      const saved = await within(research).findByRole('button', {
        name: /^Bug\s*Interview tea garden workers in Sreemangal/,
      });
      expect(saved.textContent).toContain('1 of 1');

      await userEvent.click(saved);
      const reopened = await screen.findByRole('dialog', { name: 'Card in Research' });
      expect(within(reopened).getByRole('textbox', { name: 'Description' })).toHaveProperty(
        'value',
        'Two days in March.',
      );
      await userEvent.click(within(reopened).getByRole('button', { name: 'Delete card' }));
      const confirm = await screen.findByRole('dialog', { name: 'Delete card' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      expect(
        await screen.findByText('The card Interview tea garden workers in Sreemangal is deleted.'),
      ).toBeTruthy();
      // The confirmation's closing transition keeps the board hidden from the accessibility tree a moment longer.
      await waitFor(() => expect(cardTitles('Research')).toHaveLength(3));
    },
  );

  it("shows a card's files and history, takes a comment, refuses a file over 2 MB and removes one", async () => {
    await openFirstBoard();
    const tile = within(list('Design')).getByRole('button', { name: /^Design\s*Feature\s*Beneficiary list/ });
    expect(tile.textContent).toContain('1 attachment');
    expect(tile.textContent).toContain('2 comments');
    await userEvent.click(tile);
    const dialog = await screen.findByRole('dialog', { name: 'Card in Design' });
    const files = within(dialog).getByRole('region', { name: 'Attachments' });
    expect(within(files).getByRole('link', { name: 'beneficiary-search-wireframe.svg' })).toBeTruthy();
    const activity = within(dialog).getByRole('region', { name: 'Activity' });
    const entries = () =>
      within(activity)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent);
    expect(entries()[0]).toMatch(/^Priya Das commented .*Yes: I added the branch/);
    expect(entries()[2]).toMatch(/^Priya Das attached beneficiary-search-wireframe\.svg/);

    const comment = within(activity).getByRole('textbox', { name: 'Write a comment' });
    expect(within(activity).getByRole('button', { name: 'Comment' })).toHaveProperty('disabled', true);
    await userEvent.type(comment, 'Looks good to me.');
    await userEvent.click(within(activity).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(entries()[0]).toMatch(/You commented .*Looks good to me\.$/));
    expect(comment).toHaveProperty('value', '');

    // A file that is sent is checked in the browser test: jsdom's FormData cannot travel through Node's fetch.
    const input = within(dialog).getByTestId('card-attachment-file');
    await userEvent.upload(input, new File([new Uint8Array(3 * 1024 * 1024)], 'scan.pdf'));
    expect(within(files).getByRole('alert').textContent).toBe(
      'The file is larger than 2 MB. Choose a smaller one.',
    );
    expect(within(files).queryByRole('link', { name: 'scan.pdf' })).toBeNull();

    await userEvent.click(
      within(files).getByRole('button', { name: 'Remove the file beneficiary-search-wireframe.svg' }),
    );
    await waitFor(() => expect(within(files).queryByRole('link')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(within(list('Design')).getByRole('button', { name: /Beneficiary list/ }).textContent).toMatch(
        /^(?!.*attachment).*3 comments/,
      ),
    );
  });

  it('manages the board labels: add, rename, delete (taken off the cards)', async () => {
    await openFirstBoard();
    await userEvent.click(screen.getByRole('button', { name: 'Labels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Board labels' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New label' }), 'Urgent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Rename Urgent' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename label' });
    const field = within(rename).getByRole('textbox', { name: /Label title/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Blocker');
    await userEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Blocker')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Bug' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete label' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).queryByText('Bug')).toBeNull());
    await userEvent.click((await within(dialog).findAllByRole('button', { name: 'Close' }))[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Board labels' })).toBeNull());
    await waitFor(() => expect(within(list('Development')).queryByText('Bug')).toBeNull());
  });

  it('says when the board does not exist, or cannot be loaded', async () => {
    const { unmount } = await mountScrumboard(() => <BoardPage boardId="nope" />, '/apps/scrumboard/nope');
    expect(await screen.findByRole('heading', { name: 'Board not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the boards' })).toBeTruthy();
    unmount();

    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).includes('/board?')
        ? Promise.resolve(new Response('Down', { status: 500 }))
        : fetch(input, init),
    );
    await mountScrumboard(() => <BoardPage boardId="any" />, '/apps/scrumboard/any');
    expect(await screen.findByRole('heading', { name: 'The board could not be loaded' })).toBeTruthy();
  });
});

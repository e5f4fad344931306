import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoFetch } from '@taka/demo-api';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { BoardsPage } from './BoardsPage';
import { mountScrumboard, seededBoards } from './test-helpers';

serveDemoHandlers();
afterEach(() => vi.restoreAllMocks());

/** The boards list once the boards have loaded. */
const boardList = () => screen.findByRole('link', { name: 'Taka mobile app' });
const boardTitles = () =>
  within(screen.getByRole('list', { name: 'Boards' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('the scrumboard boards list', { timeout: 30_000 }, () => {
  it('shows each board with its title (a link to it), description, members and last activity', async () => {
    await mountScrumboard(() => <BoardsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Scrumboard' })).toBeTruthy();
    await boardList();
    expect(boardTitles()).toEqual(['Taka mobile app', 'Statement redesign', 'Branch refit']);
    const [first] = await seededBoards();
    expect(screen.getByRole('link', { name: 'Taka mobile app' }).getAttribute('href')).toBe(
      `/apps/scrumboard/${first!.id}`,
    );
    expect(screen.getByText('Roadmap and work of the mobile banking app')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Nusrat Jahan' })).toHaveLength(2);
    expect(screen.getAllByText(/^Last activity /)).toHaveLength(3);
  });

  it('adds a board, renames it, and deletes it after the confirmation', async () => {
    await mountScrumboard(() => <BoardsPage />);
    await boardList();
    await userEvent.click(screen.getByRole('button', { name: 'New board' }));
    let dialog = await screen.findByRole('dialog', { name: 'New board' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a title.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Board title/ }), 'Card services');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(boardTitles()).toContain('Card services'));

    await userEvent.click(screen.getByRole('button', { name: 'Rename Card services' }));
    dialog = await screen.findByRole('dialog', { name: 'Rename board' });
    const field = within(dialog).getByRole('textbox', { name: /Board title/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Card limits');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(boardTitles()).toContain('Card limits'));

    await userEvent.click(screen.getByRole('button', { name: 'Delete Card limits' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete board' });
    expect(confirm.textContent).toContain(
      'Delete the board Card limits? Its lists, cards and labels are deleted too.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The board Card limits is deleted.')).toBeTruthy();
    await waitFor(() => expect(boardTitles()).not.toContain('Card limits'));
  });

  it('says when there are no boards, and when they cannot be loaded', async () => {
    for (const board of await seededBoards())
      await demoFetch(`http://localhost/api/apps/scrumboard/board?id=${board.id}`, { method: 'DELETE' });
    const { unmount } = await mountScrumboard(() => <BoardsPage />);
    expect(await screen.findByRole('heading', { name: 'No boards yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New board' })).toBeTruthy();
    unmount();

    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/boards')
        ? Promise.resolve(new Response('Down', { status: 500 }))
        : fetch(input, init),
    );
    await mountScrumboard(() => <BoardsPage />);
    expect(await screen.findByRole('heading', { name: 'The boards could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

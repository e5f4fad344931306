import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setDemoWorkerRunning } from '@/shared/config/client-config';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { renderPanelButtons } from './panels-test-kit';

serveDemoHandlers();

afterEach(() => setDemoWorkerRunning(false));

async function openSearch() {
  await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
  return screen.findByRole('combobox', { name: 'Search contacts, pages and tasks' });
}

describe('the global search, against the demo handlers', { timeout: 30_000 }, () => {
  it('asks for two characters, then lists results grouped as contacts, pages and tasks', async () => {
    await renderPanelButtons();
    const box = await openSearch();
    expect(document.activeElement).toBe(box);
    await userEvent.type(box, 's');
    expect(await screen.findByText('Type at least 2 characters')).toBeTruthy();

    await userEvent.clear(box);
    await userEvent.type(box, 'statement');
    const list = await screen.findByRole('listbox');
    const groups = await within(list).findAllByRole('group');
    expect(
      groups.map((group) => group.getAttribute('aria-labelledby') && group.previousSibling?.textContent),
    ).toEqual(['Pages', 'Tasks']);
    expect(within(groups[0]!).getByRole('option', { name: /^Account Statement/ })).toBeTruthy();

    await userEvent.clear(box);
    await userEvent.type(box, 'no such thing');
    expect(await screen.findByText('Nothing found')).toBeTruthy();
  });

  it('moves through the results with the arrows and opens a contact with Enter', async () => {
    const { router } = await renderPanelButtons();
    const box = await openSearch();
    await userEvent.type(box, 'hasan');
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
    expect(options.map((option) => option.textContent).sort()).toEqual(['Mehedi Hasan', 'Rakib Hasan']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/apps\/contacts\/.+/));
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('closes the list and then the bar with Escape, giving the focus back to its button', async () => {
    await renderPanelButtons();
    const box = await openSearch();
    await userEvent.type(box, 'hasan');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('combobox')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
  });
});

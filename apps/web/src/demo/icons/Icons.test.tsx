import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { ToastProvider } from '@/shared/ui/toast/ToastProvider';
import { ICONS_PER_PAGE, IconsPage } from './IconsPage';

serveDemoHandlers();

const renderIcons = () =>
  renderAtPath(
    () => (
      <ToastProvider>
        <IconsPage />
      </ToastProvider>
    ),
    '/ui/icons',
  );
const iconButtons = () => within(screen.getByRole('list', { name: 'Icons' })).getAllByRole('button');

describe('the icon catalogue, against the demo handlers', () => {
  it('shows a set with its count, drawn from its SVG markup, and another set from the picker', async () => {
    await renderIcons();
    expect(screen.getByRole('status', { name: 'Loading icons' })).toBeTruthy();
    expect(await screen.findByText('324 icons in Heroicons Outline')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Heroicons Outline', selected: true })).toBeTruthy();
    expect(iconButtons()).toHaveLength(ICONS_PER_PAGE);
    const cap = screen.getByRole('button', { name: 'Copy heroicons_outline:academic-cap' });
    const svg = cap.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.querySelector('path')?.getAttribute('d')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Feather' }));
    expect(await screen.findByText('287 icons in Feather')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy feather:activity' })).toBeTruthy();
  }, 20_000);

  it('filters by name, says when nothing matches, and clearing the search shows the set again', async () => {
    await renderIcons();
    await screen.findByText('324 icons in Heroicons Outline');
    const search = screen.getByRole('searchbox', { name: 'Search icons' });
    await userEvent.type(search, 'arrow-down');
    await waitFor(() => expect(screen.getByText(/^\d+ of 324 icons match$/)).toBeTruthy());
    const names = iconButtons().map((button) => button.textContent);
    expect(names.length).toBeGreaterThan(1);
    expect(names.every((name) => name?.includes('arrow-down'))).toBe(true);

    await userEvent.clear(search);
    await userEvent.type(search, 'zebra crossing');
    expect(await screen.findByRole('heading', { name: 'No icons found' })).toBeTruthy();
    expect(screen.getByText(/contains “zebra crossing”/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('324 icons in Heroicons Outline')).toBeTruthy();
    expect((search as HTMLInputElement).value).toBe('');
  }, 20_000);

  it('switches between grid and list views', async () => {
    await renderIcons();
    await screen.findByText('324 icons in Heroicons Outline');
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('heroicons_outline:academic-cap')).toBeNull();
    await userEvent.click(list);
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('heroicons_outline:academic-cap')).toBeTruthy();
    await userEvent.click(grid);
    expect(screen.queryByText('heroicons_outline:academic-cap')).toBeNull();
  }, 20_000);

  it('copies an icon’s full name to the clipboard and says so', async () => {
    const user = userEvent.setup();
    await renderIcons();
    await user.click(await screen.findByRole('button', { name: 'Copy heroicons_outline:academic-cap' }));
    expect(await screen.findByText('Copied heroicons_outline:academic-cap')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('heroicons_outline:academic-cap');
  }, 20_000);

  it('says clearly when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await renderIcons();
    await user.click(await screen.findByRole('button', { name: 'Copy heroicons_outline:academic-cap' }));
    expect(await screen.findByText('Could not copy')).toBeTruthy();
    expect(
      screen.getByText(/Select the name heroicons_outline:academic-cap and copy it yourself/),
    ).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('heroicons_outline:academic-cap');
    writeText.mockRestore();
  }, 20_000);

  it('pages a large set instead of drawing thousands of icons at once', async () => {
    await renderIcons();
    await userEvent.click(await screen.findByRole('tab', { name: 'Material Solid' }));
    expect(await screen.findByText(/^2,?122 icons in Material Solid$/)).toBeTruthy();
    expect(iconButtons()).toHaveLength(ICONS_PER_PAGE);
    const pages = screen.getByRole('navigation', { name: 'Pages of icons' });
    const first = iconButtons()[0]!.textContent;
    await userEvent.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    expect(iconButtons()[0]!.textContent).not.toBe(first);
  }, 20_000);

  it('says when a set cannot be loaded, and Try again loads it', async () => {
    const realFetch = globalThis.fetch;
    let failing = true;
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input, init) =>
        failing && String(input instanceof Request ? input.url : input).includes('/api/ui/icons/')
          ? Promise.resolve(new Response('Down for repairs.', { status: 500 }))
          : realFetch(input, init),
      );
    try {
      await renderIcons();
      expect(await screen.findByRole('heading', { name: 'The icons could not be loaded' })).toBeTruthy();
      failing = false;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('324 icons in Heroicons Outline')).toBeTruthy();
    } finally {
      fetchSpy.mockRestore();
    }
  }, 20_000);
});

import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { amountOf, column, mountInventory, productRows, renderInventory } from './test-helpers';

serveDemoHandlers();

const isSorted = (values: number[], order: 'asc' | 'desc') =>
  values.every(
    (value, i) => i === 0 || (order === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value),
  );

describe('the inventory table, against the demo handlers', () => {
  it('shows the first 10 products by name, and a search narrows them or says nothing matched', async () => {
    await renderInventory();
    expect(productRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 30')).toBeTruthy();
    const names = column(1);
    expect(names).toEqual([...names].sort((a, b) => a.toUpperCase().localeCompare(b.toUpperCase())));
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');

    const search = screen.getByRole('searchbox', { name: 'Search products by name' });
    await userEvent.type(search, 'diver');
    await waitFor(() => expect(column(1).every((name) => name.includes('Diver'))).toBe(true));
    expect(productRows()).toHaveLength(5);

    await userEvent.clear(search);
    await userEvent.type(search, 'sundial');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
  }, 30_000);

  it('sorts by price one way then the other, and pages on', async () => {
    await renderInventory();
    const priceHeader = screen.getByRole('columnheader', { name: 'Price' });
    await userEvent.click(within(priceHeader).getByRole('button'));
    await waitFor(() => expect(priceHeader.getAttribute('aria-sort')).toBe('ascending'));
    await waitFor(() => expect(isSorted(column(3).map(amountOf), 'asc')).toBe(true));
    const cheapest = column(3)[0];

    await userEvent.click(within(priceHeader).getByRole('button'));
    await waitFor(() => expect(priceHeader.getAttribute('aria-sort')).toBe('descending'));
    await waitFor(() => expect(isSorted(column(3).map(amountOf), 'desc')).toBe(true));
    expect(column(3)).not.toContain(cheapest);

    const firstPage = column(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11–20 of 30')).toBeTruthy();
    await waitFor(() => expect(column(1)).not.toEqual(firstPage));
    expect(isSorted(column(3).map(amountOf), 'desc')).toBe(true);
  }, 30_000);

  it('opens a row with Enter and closes its editor with Escape, focus back on the row', async () => {
    await renderInventory();
    const toggle = within(productRows()[0]!).getByRole('button', { expanded: false });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(document.activeElement).toBe(name);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Name/ })).toBeNull());
    expect(document.activeElement).toBe(toggle);
  }, 30_000);

  it('says when the products could not be loaded, and Try again loads them', async () => {
    const realFetch = globalThis.fetch;
    let failing = true;
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input, init) =>
        failing && String(input instanceof Request ? input.url : input).includes('/products')
          ? Promise.resolve(new Response('The store is closed.', { status: 500 }))
          : realFetch(input, init),
      );
    try {
      await mountInventory();
      expect(await screen.findByRole('heading', { name: 'The products could not be loaded' })).toBeTruthy();
      failing = false;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('table', { name: 'Products' })).toBeTruthy();
      expect(productRows()).toHaveLength(10);
    } finally {
      fetchSpy.mockRestore();
    }
  }, 30_000);
});

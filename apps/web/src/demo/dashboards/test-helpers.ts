import { screen, waitFor, within } from '@testing-library/react';
import { formattersFor } from '@/shared/i18n/use-format';

/** English formatting, as the component tests render. */
export const english = formattersFor('en');

/** A card of the dashboard, found by its heading. */
export const card = (name: string) => screen.getByRole('region', { name });

/** The cells of a table's body rows, as text, row by row. */
export function bodyRows(table: HTMLElement): string[][] {
  const [, ...rows] = within(table).getAllByRole('row');
  return rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** Waits until the dashboard's figures have replaced its skeleton. */
export const untilLoaded = () =>
  waitFor(() => {
    if (screen.queryByRole('status', { name: 'Loading the dashboard' })) throw new Error('still loading');
  });

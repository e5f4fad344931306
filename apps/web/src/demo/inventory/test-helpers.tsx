import { screen, within } from '@testing-library/react';
import { ConfirmationDialogProvider } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { ToastProvider } from '@/shared/ui/toast/ToastProvider';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { InventoryPage } from './InventoryPage';

/** The inventory page with the app's confirmation dialog and toasts, at its own address. */
export function mountInventory() {
  return renderAtPath(
    () => (
      <ConfirmationDialogProvider>
        <ToastProvider>
          <InventoryPage />
        </ToastProvider>
      </ConfirmationDialogProvider>
    ),
    '/apps/ecommerce/inventory',
  );
}

/** The inventory page, once its table has loaded. */
export async function renderInventory() {
  const rendered = await mountInventory();
  await screen.findByRole('table', { name: 'Products' });
  return rendered;
}

/** The product rows of the table (not the header, not an open editor). */
export const productRows = () =>
  within(screen.getByRole('table', { name: 'Products' }))
    .getAllByRole('row')
    .filter((row): row is HTMLTableRowElement => row.hasAttribute('data-product-id'));

/** What one column shows on every product row, by its index (0 is the image). */
export const column = (index: number) => productRows().map((row) => row.cells[index]!.textContent ?? '');

/** A shown price as a number ("৳12,345.60" -> 12345.6). */
export const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Shown from sm up only; on a phone the SKU sits under the name and the active state is left out. */
export const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Image, name, SKU, price, stock, active: what the editor's row spans. */
export const COLUMN_COUNT = 6;

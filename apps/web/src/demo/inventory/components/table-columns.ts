/** Shown from sm up only; on a phone the SKU sits under the name and the image and active state are left out. */
export const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Image, name, SKU, price, stock, active: what the editor's row spans; on a phone, name, price and stock. */
export const COLUMN_COUNT = { wide: 6, phone: 3 };

/**
 * The table lays out at fixed widths (the name takes the rest), so it never grows wider than a phone's screen and
 * the editor under a row is as wide as the table.
 */
export const COLUMN_WIDTH = {
  image: { width: 76, ...WIDE_ONLY },
  name: {},
  sku: { width: 130, ...WIDE_ONLY },
  price: { width: { xs: 108, sm: 150 } },
  stock: { width: { xs: 92, sm: 170 } },
  active: { width: 130, ...WIDE_ONLY },
} as const;

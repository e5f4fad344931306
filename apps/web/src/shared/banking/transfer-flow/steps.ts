/** The steps of every money movement, in order. */
export const TRANSFER_STEPS = ['details', 'review', 'code', 'receipt'] as const;
export type TransferStep = (typeof TRANSFER_STEPS)[number];

import { formatMoney, type FdrProduct, type FdrTenor } from '@taka/contracts';

/** The least a fixed deposit may hold: BDT 10,000. */
export const FDR_MINIMUM = 1_000_000n;

/** The bank's yearly FDR rates by tenor, basis points (decision 034). */
export const FDR_RATES_BPS: Record<FdrTenor, number> = { 1: 600, 3: 700, 6: 750, 12: 850, 24: 900, 36: 950 };

export const fdrProductName = (months: number) => `Taka Fixed Deposit, ${months} months`;

/** What GET /api/fdr/products answers. */
export const fdrProduct = (): FdrProduct => ({
  productName: 'Taka Fixed Deposit',
  minimumAmount: formatMoney(FDR_MINIMUM),
  rates: Object.entries(FDR_RATES_BPS).map(([months, bps]) => ({
    tenorMonths: Number(months) as FdrTenor,
    annualRate: formatMoney(BigInt(bps)),
  })),
});

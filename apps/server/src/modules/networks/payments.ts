import type { RechargeOperator } from '@taka/contracts';

/**
 * The networks payments leave the bank through besides other banks and wallets: each mobile operator's top-up
 * gateway, the bill-collection gateway every biller is reached through, and Visa Direct for card payments. The
 * customer's debit posts to the settlement account of the operator, biller or card issuer; the adapter then
 * accepts or rejects (test numbers: a mobile number, customer number or card ending in 0000 is rejected).
 */
export const PAYMENT_NETWORKS = [
  'grameenphone',
  'robi',
  'airtel',
  'banglalink',
  'teletalk',
  'billers',
  'visa',
] as const satisfies readonly (RechargeOperator | 'billers' | 'visa')[];
export type PaymentNetwork = (typeof PAYMENT_NETWORKS)[number];

/** The settlement account of each operator and biller (seeded by db/seed/billers.ts; card issuers: visa.ts). */
export const operatorSettlementKey = (operator: RechargeOperator) => `settlement:operator:${operator}`;
export const billerSettlementKey = (billerCode: string) => `settlement:biller:${billerCode}`;

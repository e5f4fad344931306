import { z } from 'zod';
import { BillerCodeSchema } from './transaction-kinds.ts';
import { MoneySchema } from './money.ts';

/**
 * Who a customer can pay a bill to: utilities (bills and fees) and the institutions of the payments pages (clubs,
 * insurers, internet providers, schools and universities).
 */
export const BillerSectorSchema = z.enum([
  'electricity',
  'gas',
  'water',
  'club',
  'insurance',
  'internet',
  'tuition',
]);
export type BillerSector = z.infer<typeof BillerSectorSchema>;

/** The transfer types that pay a fetched bill, each its own fee row and limit. */
export const BillPaymentTypeSchema = z.enum([
  'bill',
  'club_bill',
  'insurance_premium',
  'internet_bill',
  'tuition_fee',
]);
export type BillPaymentType = z.infer<typeof BillPaymentTypeSchema>;

/** Which transfer type pays a biller of each sector: utilities are `bill`, the others have their own. */
export const BILL_PAYMENT_TYPE_OF = {
  electricity: 'bill',
  gas: 'bill',
  water: 'bill',
  club: 'club_bill',
  insurance: 'insurance_premium',
  internet: 'internet_bill',
  tuition: 'tuition_fee',
} as const satisfies Record<BillerSector, BillPaymentType>;

/** The sectors a bill payment type may pay. */
export const billerSectorsOf = (type: BillPaymentType): BillerSector[] =>
  BillerSectorSchema.options.filter((sector) => BILL_PAYMENT_TYPE_OF[sector] === type);

/** The customer, meter, member, policy or student number the biller knows the customer by (upper-cased). */
export const BillCustomerNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,20}$/, 'billCustomerNumber.invalid');
export const BillNumberSchema = z.string().regex(/^[A-Z0-9-]{6,40}$/, 'billNumber.invalid');

export const BillerSchema = z.object({
  code: BillerCodeSchema,
  name: z.string(),
  shortName: z.string(),
  sector: BillerSectorSchema,
  /** A prepaid electricity vendor: no bills; the customer buys a token for their meter (PrepaidMeterSchema). */
  prepaid: z.boolean(),
});
export type Biller = z.infer<typeof BillerSchema>;

/** GET /api/billers[?sector=]: by sector, then name. */
export const BillerListQuerySchema = z.object({ sector: BillerSectorSchema.optional() });
export const BillerListSchema = z.object({ billers: z.array(BillerSchema) });
export type BillerList = z.infer<typeof BillerListSchema>;

/**
 * GET /api/billers/:code/bills/:customerNumber: the oldest unpaid bill of that customer number. Refusals:
 * 404 `BILLER_NOT_FOUND`, 404 `BILL_CUSTOMER_UNKNOWN` (the biller does not know the number), 404 `NO_BILL_DUE`.
 */
export const BillLookupParamsSchema = z.object({
  code: BillerCodeSchema,
  customerNumber: BillCustomerNumberSchema,
});

export const DueBillSchema = z.object({
  biller: BillerSchema,
  customerNumber: z.string(),
  /** The name the biller has for the customer number. */
  customerName: z.string(),
  billNumber: BillNumberSchema,
  /** The month billed, "2026-04". */
  period: z.string().regex(/^\d{4}-\d{2}$/),
  amountDue: MoneySchema,
  dueDate: z.iso.date(),
  /** Unpaid bills of later months, payable one after another once this one is paid. */
  laterBillsDue: z.number().int().min(0),
});
export type DueBill = z.infer<typeof DueBillSchema>;

/** A prepaid electricity meter number (DESCO, DPDC and NESCO meters have 8 to 13 digits). */
export const PrepaidMeterNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{8,13}$/, 'meterNumber.invalid');

/**
 * GET /api/billers/:code/meters/:meterNumber: the prepaid meter a recharge would buy a token for, with the name the
 * vendor has on it. Refusals: 404 `BILLER_NOT_FOUND` (no such prepaid vendor), 404 `METER_UNKNOWN`.
 */
export const PrepaidMeterParamsSchema = z.object({
  code: BillerCodeSchema,
  meterNumber: PrepaidMeterNumberSchema,
});

export const PrepaidMeterSchema = z.object({
  biller: BillerSchema,
  meterNumber: z.string(),
  customerName: z.string(),
});
export type PrepaidMeter = z.infer<typeof PrepaidMeterSchema>;

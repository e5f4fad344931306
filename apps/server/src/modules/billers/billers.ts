import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import {
  BILL_PAYMENT_TYPE_OF,
  formatMoney,
  type Biller,
  type BillerSector,
  type BillPaymentType,
  type DueBill,
  type PrepaidMeter,
} from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { billerCustomers, billers, bills } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

const billerColumns = {
  code: billers.code,
  name: billers.name,
  shortName: billers.shortName,
  sector: billers.sector,
  prepaid: billers.prepaid,
};

/**
 * Whom a bill payment or a prepaid recharge pays: the biller, at the customer's number with it (a bill's holder is
 * whom the biller bills, not the payee). The quote, the code's SMS, the receipt, the history and a saved biller say so.
 */
export const billPayee = (biller: { name: string }, number: string) => ({
  name: biller.name,
  number,
  institution: null,
});

/** The billers (of one sector when given), in the bank's order. */
export async function listBillers(db: Database, sector?: BillerSector): Promise<Biller[]> {
  return db
    .select(billerColumns)
    .from(billers)
    .where(sector ? eq(billers.sector, sector) : undefined)
    .orderBy(asc(billers.sortOrder), asc(billers.name));
}

/** "2026-04-01" -> "2026-04". */
const monthOf = (period: string) => period.slice(0, 7);

/**
 * The oldest unpaid bill of a customer number: BILLER_NOT_FOUND, BILL_CUSTOMER_UNKNOWN (the biller does not know
 * the number) or NO_BILL_DUE otherwise.
 */
export async function findDueBill(
  db: Database,
  billerCode: string,
  customerNumber: string,
): Promise<DueBill> {
  const [biller] = await db.select(billerColumns).from(billers).where(eq(billers.code, billerCode));
  if (!biller) throw new AppError('BILLER_NOT_FOUND');
  const [customer] = await db
    .select({ name: billerCustomers.name })
    .from(billerCustomers)
    .where(
      and(eq(billerCustomers.billerCode, billerCode), eq(billerCustomers.customerNumber, customerNumber)),
    );
  if (!customer) throw new AppError('BILL_CUSTOMER_UNKNOWN');
  const unpaid = and(
    eq(bills.billerCode, billerCode),
    eq(bills.customerNumber, customerNumber),
    isNull(bills.paidAt),
  );
  const [bill] = await db.select().from(bills).where(unpaid).orderBy(asc(bills.period)).limit(1);
  if (!bill) throw new AppError('NO_BILL_DUE');
  const [later] = await db
    .select({ n: count() })
    .from(bills)
    .where(and(unpaid, gt(bills.period, bill.period)));
  return {
    biller,
    customerNumber,
    customerName: customer.name,
    billNumber: bill.billNumber,
    period: monthOf(bill.period),
    amountDue: formatMoney(bill.amount),
    dueDate: bill.dueOn,
    laterBillsDue: later?.n ?? 0,
  };
}

type PayableBill = {
  id: string;
  billNumber: string;
  period: string;
  amount: bigint;
  customerName: string;
  biller: Biller;
};

/**
 * The bill a payment of `type` names, if it can be paid now: the biller must be of a sector that type pays and
 * the bill that customer number's; a paid bill is BILL_ALREADY_PAID, another amount than the one due
 * BILL_AMOUNT_MISMATCH. (Checked again in the posting transaction: the journal claims the bill there.)
 */
export async function payableBill(
  db: Database,
  type: BillPaymentType,
  request: { billerCode: string; customerNumber: string; billNumber: string; amount: bigint },
): Promise<PayableBill> {
  const [row] = await db
    .select({
      id: bills.id,
      billNumber: bills.billNumber,
      period: bills.period,
      amount: bills.amount,
      paidAt: bills.paidAt,
      customerName: billerCustomers.name,
      biller: billerColumns,
    })
    .from(bills)
    .innerJoin(billers, eq(billers.code, bills.billerCode))
    .innerJoin(
      billerCustomers,
      and(
        eq(billerCustomers.billerCode, bills.billerCode),
        eq(billerCustomers.customerNumber, bills.customerNumber),
      ),
    )
    .where(
      and(
        eq(bills.billNumber, request.billNumber),
        eq(bills.billerCode, request.billerCode),
        eq(bills.customerNumber, request.customerNumber),
      ),
    );
  if (!row || BILL_PAYMENT_TYPE_OF[row.biller.sector] !== type) throw new AppError('NO_BILL_DUE');
  if (row.paidAt) throw new AppError('BILL_ALREADY_PAID');
  if (row.amount !== request.amount)
    throw new AppError('BILL_AMOUNT_MISMATCH', { fields: { amount: 'bill.amountMismatch' } });
  return {
    id: row.id,
    billNumber: row.billNumber,
    period: monthOf(row.period),
    amount: row.amount,
    customerName: row.customerName,
    biller: row.biller,
  };
}

/** A meter of a prepaid vendor: BILLER_NOT_FOUND when `billerCode` is no prepaid vendor, METER_UNKNOWN otherwise. */
export async function findPrepaidMeter(
  db: Database,
  billerCode: string,
  meterNumber: string,
): Promise<PrepaidMeter> {
  const [row] = await db
    .select({ biller: billerColumns, customerName: billerCustomers.name })
    .from(billers)
    .leftJoin(
      billerCustomers,
      and(eq(billerCustomers.billerCode, billers.code), eq(billerCustomers.customerNumber, meterNumber)),
    )
    .where(and(eq(billers.code, billerCode), eq(billers.prepaid, true)));
  if (!row) throw new AppError('BILLER_NOT_FOUND');
  if (row.customerName === null) throw new AppError('METER_UNKNOWN');
  return { biller: row.biller, meterNumber, customerName: row.customerName };
}

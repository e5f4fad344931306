import {
  maskCardNumber,
  MOBILE_OPERATORS,
  operatorOf,
  parseMoney,
  type BillPaymentType,
  type TransferRequest,
} from '@taka/contracts';
import { findPrepaidMeter, payableBill } from '../billers/billers.ts';
import { billerSettlementKey, operatorSettlementKey } from '../networks/payments.ts';
import { visaIssuerOf, visaSettlementKey } from '../networks/visa.ts';
import type { Destination, PlanDeps } from './plan.ts';

type PaymentRequest = Extract<
  TransferRequest,
  { type: 'recharge' | 'visa_payment' | 'prepaid_electricity' | BillPaymentType }
>;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** "2026-04" -> "April 2026". */
export const monthName = (period: string) =>
  `${MONTHS[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;

/**
 * Where a mobile recharge, a bill payment, a prepaid electricity recharge or a Visa payment goes: the settlement
 * account of the operator (from the number's prefix), the biller or the card's issuer, and the network that still
 * has to take it.
 */
export async function paymentDestination(deps: PlanDeps, request: PaymentRequest): Promise<Destination> {
  switch (request.type) {
    case 'recharge': {
      // The contract allows only numbers of a known operator.
      const operator = operatorOf(request.mobileNumber)!;
      const { name } = MOBILE_OPERATORS[operator];
      return {
        account: await deps.directory.bankAccount(operatorSettlementKey(operator)),
        payee: { name: `${name} ${request.connectionType}`, number: request.mobileNumber, institution: name },
        network: operator,
        details: { network: operator, operator, connectionType: request.connectionType },
        owned: false,
      };
    }
    case 'visa_payment': {
      const issuer = visaIssuerOf(request.cardNumber);
      return {
        account: await deps.directory.bankAccount(visaSettlementKey(issuer)),
        payee: {
          name: request.cardholderName,
          number: maskCardNumber(request.cardNumber),
          institution: issuer.name,
        },
        network: 'visa',
        details: { network: 'visa', issuer: issuer.code },
        owned: false,
      };
    }
    case 'prepaid_electricity': {
      const meter = await findPrepaidMeter(deps.db, request.billerCode, request.meterNumber);
      return {
        account: await deps.directory.bankAccount(billerSettlementKey(meter.biller.code)),
        payee: { name: meter.customerName, number: meter.meterNumber, institution: meter.biller.name },
        network: 'vending',
        details: { network: 'vending', billerCode: meter.biller.code },
        owned: false,
        remarks: `${meter.biller.shortName} token`,
      };
    }
    default: {
      const bill = await payableBill(deps.db, request.type, {
        ...request,
        amount: parseMoney(request.amount),
      });
      return {
        account: await deps.directory.bankAccount(billerSettlementKey(bill.biller.code)),
        payee: { name: bill.customerName, number: request.customerNumber, institution: bill.biller.name },
        network: 'billers',
        // `billId` makes the posting claim the bill (migration 0004): a bill is paid at most once.
        details: {
          network: 'billers',
          billerCode: bill.biller.code,
          billId: bill.id,
          billNumber: bill.billNumber,
          period: bill.period,
        },
        owned: false,
        remarks: `${bill.biller.shortName} bill, ${monthName(bill.period)}`,
      };
    }
  }
}

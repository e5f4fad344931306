import {
  formatMonth,
  maskCardNumber,
  MOBILE_OPERATORS,
  operatorOf,
  parseMoney,
  type BillPaymentType,
  type TransferRequest,
} from '@taka/contracts';
import { billPayee, findPrepaidMeter, payableBill } from '../billers/billers.ts';
import type { Texts } from '../languages/texts.ts';
import { billerSettlementKey, operatorSettlementKey } from '../networks/payments.ts';
import { visaIssuerOf, visaSettlementKey } from '../networks/visa.ts';
import type { Destination, PlanDeps } from './plan.ts';

type PaymentRequest = Extract<
  TransferRequest,
  { type: 'recharge' | 'visa_payment' | 'prepaid_electricity' | BillPaymentType }
>;

/** A bill payment's remarks when the customer gives none: "DESCO bill, April 2026", in the customer's language. */
export const billRemarks = ({ t, language }: Texts, biller: { shortName: string }, period: string) =>
  t('messages.remarks.bill', { biller: biller.shortName, month: formatMonth(period, language) });

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
        payee: billPayee(meter.biller, meter.meterNumber),
        network: 'vending',
        details: { network: 'vending', billerCode: meter.biller.code },
        owned: false,
        remarks: ({ t }) => t('messages.remarks.prepaidToken', { vendor: meter.biller.shortName }),
      };
    }
    default: {
      const bill = await payableBill(deps.db, request.type, {
        ...request,
        amount: parseMoney(request.amount),
      });
      return {
        account: await deps.directory.bankAccount(billerSettlementKey(bill.biller.code)),
        payee: billPayee(bill.biller, request.customerNumber),
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
        remarks: (texts) => billRemarks(texts, bill.biller, bill.period),
      };
    }
  }
}

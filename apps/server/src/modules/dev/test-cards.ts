import { randomInt } from 'node:crypto';
import type { TestCustomer, TestCustomerOrder } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { accounts, customerAccountNumbers } from '../../db/schema/index.ts';
import { bankAccountId } from '../../db/seed/ledger-accounts.ts';
import { issueCard } from '../cards/cards.ts';
import { newTransactionId, postJournal } from '../ledger/ledger.ts';
import { dhakaDate } from '../limits/periods.ts';

const CREDIT_LIMIT = 10_000_000n;
const PURCHASE = 2_500_000n;

/**
 * A test customer's cards (decision 033), in the transaction that makes the customer: a debit card on their first
 * account, a credit card on a card account of its own (limit BDT 100,000) with one purchase of BDT 25,000 settled
 * to the NPSB settlement account, a prepaid card on its own load.
 */
export async function createTestCards(
  tx: Database,
  customer: { id: string; fullName: string },
  firstAccountId: string,
  order: TestCustomerOrder['cards'],
  now: Date,
): Promise<TestCustomer['cards']> {
  const made: TestCustomer['cards'] = [];
  for (const wanted of order) {
    let accountId: string | null = wanted.kind === 'debit' ? firstAccountId : null;
    let purchaseTransactionId: string | null = null;
    let cardAccount: { productName: string } | undefined;
    if (wanted.kind === 'credit') {
      const number = `8${Array.from({ length: 12 }, () => randomInt(10)).join('')}`;
      const [account] = await tx
        .insert(accounts)
        .values({
          customerId: customer.id,
          number,
          kind: 'credit_card',
          title: customer.fullName,
          productName: 'Taka Visa Gold Credit Card',
          branch: 'Motijheel Branch',
          minBalance: -CREDIT_LIMIT,
          openedOn: dhakaDate(now),
        })
        .returning();
      await tx.insert(customerAccountNumbers).values({ accountNumber: number, customerId: customer.id });
      accountId = account!.id;
      cardAccount = account;
      purchaseTransactionId = newTransactionId();
      await postJournal(
        tx,
        {
          transactionId: purchaseTransactionId,
          type: 'card_purchase',
          status: 'SUCCESS',
          channel: 'system',
          customerId: customer.id,
          fromAccountId: accountId,
          fromName: customer.fullName,
          fromNumber: number,
          toName: 'Aarong Dhanmondi',
          toNumber: 'POS',
          amount: PURCHASE,
          charge: 0n,
          vat: 0n,
          remarks: 'Card purchase',
          details: null,
          createdAt: now,
        },
        [
          { accountId, amount: -PURCHASE },
          { accountId: bankAccountId('settlement:npsb'), amount: PURCHASE },
        ],
      );
    }
    const card = await issueCard(tx, {
      customerId: customer.id,
      kind: wanted.kind,
      accountId,
      ...(cardAccount && { productName: cardAccount.productName }),
      nameOnCard: customer.fullName,
      issuedOn: dhakaDate(now),
      now,
      tagged: wanted.tagged,
      status: wanted.status,
    });
    made.push({ id: card.id, number: card.number, kind: card.kind, accountId, purchaseTransactionId });
  }
  return made;
}

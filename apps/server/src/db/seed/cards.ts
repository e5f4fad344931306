import { bankAccountId, SEED_ACCOUNTS } from './ledger-accounts.ts';
import { issueCard } from '../../modules/cards/cards.ts';
import { newTransactionId, postJournal } from '../../modules/ledger/ledger.ts';
import { dhakaDate } from '../../modules/limits/periods.ts';
import type { Database } from '../client.ts';
import { SEED_CUSTOMERS } from './customers.ts';
import { addMonths } from './dates.ts';

/** The demo cards' numbers (the bank's demo BINs, Luhn-valid): Rahim's prepaid card waits to be tagged. */
export const SEED_CARD_NUMBERS = {
  rahimDebit: '4213450000000119',
  rahimCredit: '4556120000000139',
  rahimPrepaid: '5221710000000147',
  karimDebit: '4213450000000291',
  karimCredit: '4556120000000212',
  nasrinDebit: '4213450000000374',
} as const;

/**
 * The demo customers' cards (decision 033): Rahim a debit card on his savings account, a credit card on his card
 * account with two purchases (EMI conversion has something to convert) and a prepaid card not yet tagged; Karim a
 * debit card on his current account and a credit card; Nasrin only a debit card, so her menu shows no credit-card
 * services.
 */
export async function seedCards(db: Database, now: Date): Promise<void> {
  const issuedOn = addMonths(dhakaDate(now), -8);
  const { rahim, karim, nasrin } = SEED_CUSTOMERS;
  const cards = [
    {
      customer: rahim,
      kind: 'debit',
      accountId: SEED_ACCOUNTS.rahim.savings.id,
      number: SEED_CARD_NUMBERS.rahimDebit,
    },
    {
      customer: rahim,
      kind: 'credit',
      accountId: SEED_ACCOUNTS.rahim.card.id,
      number: SEED_CARD_NUMBERS.rahimCredit,
      productName: SEED_ACCOUNTS.rahim.card.productName,
    },
    {
      customer: rahim,
      kind: 'prepaid',
      accountId: null,
      number: SEED_CARD_NUMBERS.rahimPrepaid,
      tagged: false,
    },
    {
      customer: karim,
      kind: 'debit',
      accountId: SEED_ACCOUNTS.karim.current.id,
      number: SEED_CARD_NUMBERS.karimDebit,
    },
    {
      customer: karim,
      kind: 'credit',
      accountId: SEED_ACCOUNTS.karim.card.id,
      number: SEED_CARD_NUMBERS.karimCredit,
      productName: SEED_ACCOUNTS.karim.card.productName,
    },
    {
      customer: nasrin,
      kind: 'debit',
      accountId: SEED_ACCOUNTS.nasrin.savings.id,
      number: SEED_CARD_NUMBERS.nasrinDebit,
    },
  ] as const;
  for (const card of cards)
    await issueCard(db, {
      customerId: card.customer.id,
      kind: card.kind,
      accountId: card.accountId,
      nameOnCard: card.customer.fullName,
      issuedOn,
      now,
      number: card.number,
      ...('productName' in card && { productName: card.productName }),
      tagged: 'tagged' in card ? card.tagged : true,
    });
  const account = SEED_ACCOUNTS.rahim.card;
  for (const [amount, merchant, daysAgo] of [
    [1_850_000n, 'Star Tech Computers', 12],
    [720_000n, 'Aarong Dhanmondi', 5],
  ] as const)
    await postJournal(
      db,
      {
        transactionId: newTransactionId(),
        type: 'card_purchase',
        status: 'SUCCESS',
        channel: 'system',
        customerId: rahim.id,
        fromAccountId: account.id,
        fromName: rahim.fullName,
        fromNumber: account.number,
        toName: merchant,
        toNumber: 'POS',
        amount,
        charge: 0n,
        vat: 0n,
        remarks: 'Card purchase',
        details: null,
        createdAt: new Date(now.getTime() - daysAgo * 86_400_000),
      },
      [
        { accountId: account.id, amount: -amount },
        { accountId: bankAccountId('settlement:npsb'), amount },
      ],
    );
}

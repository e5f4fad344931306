import { and, eq } from 'drizzle-orm';
import { parseMoney, type CardAuthorization, type CardChannel } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { accounts, cards, type CardRow } from '../../db/schema/index.ts';
import { bankLimitsOf } from './cards.ts';

export type CardPayment = { amount: string; channel: CardChannel; merchant: string };

const declined = (reasonCode: NonNullable<CardAuthorization['reasonCode']>): CardAuthorization => ({
  decision: 'declined',
  reasonCode,
});

/**
 * The card network adapter (decision 033): the network asks whether the bank authorizes a payment with one of its
 * cards. A blocked or closed card, a channel the customer switched off, an amount above the card's limit (which is
 * never above the bank's) or above what the linked account has is declined with a reason code. An authorization
 * holds no money here: the simulation settles no card payments.
 */
export async function authorizeCardPayment(
  db: Database,
  card: CardRow,
  payment: CardPayment,
): Promise<CardAuthorization> {
  if (card.status === 'blocked') return declined('card_blocked');
  if (card.status !== 'active') return declined('card_closed');
  const amount = parseMoney(payment.amount);
  const bank = bankLimitsOf(card.kind);
  if (payment.channel === 'online' && !card.onlineEnabled) return declined('online_disabled');
  if (payment.channel === 'international' && !card.internationalEnabled)
    return declined('international_disabled');
  if (payment.channel === 'atm') {
    if (!card.atmEnabled) return declined('atm_disabled');
    if (amount > card.atmLimit || amount > bank.atm) return declined('over_card_limit');
  } else if (amount > card.spendLimit || amount > bank.spend) return declined('over_card_limit');
  if (card.accountId) {
    const [account] = await db
      .select({ balance: accounts.balance, minBalance: accounts.minBalance, status: accounts.status })
      .from(accounts)
      .where(eq(accounts.id, card.accountId));
    if (!account || account.status !== 'active') return declined('card_closed');
    if (account.balance - amount < (account.minBalance ?? 0n)) return declined('insufficient_funds');
  }
  return { decision: 'approved', reasonCode: null };
}

/** The customer's card (any, tagged or not) by id or full number, for the development route; null if none. */
export async function customerCard(
  db: Database,
  customerId: string,
  by: { cardId?: string | undefined; cardNumber?: string | undefined },
): Promise<CardRow | null> {
  const [row] = await db
    .select()
    .from(cards)
    .where(
      and(
        eq(cards.customerId, customerId),
        by.cardId ? eq(cards.id, by.cardId) : eq(cards.number, by.cardNumber ?? ''),
      ),
    );
  return row ?? null;
}

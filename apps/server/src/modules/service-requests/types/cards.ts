import { and, eq, inArray, sql } from 'drizzle-orm';
import { EMI_MIN_AMOUNT, parseMoney, type CardKind } from '@taka/contracts';
import type { Database } from '../../../db/client.ts';
import { accounts, cards, journals, serviceRequests } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { findCustomerAccount } from '../../accounts/accounts.ts';
import { findCard, issueCard } from '../../cards/cards.ts';
import { CHEQUE_ACCOUNT_KINDS } from '../../cheque-books/cheque-books.ts';
import { dhakaDate } from '../../limits/periods.ts';
import { findDeliveryBranch } from '../branches.ts';
import type { RequestTypeDefinition, Resolution } from '../registry.ts';
import { accountOf, MINUTE, taka } from './accounts.ts';

/*
 * Card service requests (decision 033). Each names a card of the customer's shown in internet banking (else 404 on
 * `payload.cardId`); its fee, if any, is charged to the card's account (a prepaid card's requests are free).
 */

const CREDIT: readonly CardKind[] = ['credit'];
const ANY: readonly CardKind[] = ['debit', 'credit', 'prepaid'];

/** The customer's card of one of `kinds`, active unless `blockedToo`, and the account it draws on. */
async function cardOf(
  db: Database,
  customerId: string,
  id: string,
  kinds: readonly CardKind[],
  options: { field?: string; blockedToo?: boolean } = {},
) {
  const field = options.field ?? 'payload.cardId';
  const { card } = await findCard(db, customerId, id, { field });
  if (!kinds.includes(card.kind))
    throw new AppError('CARD_NOT_ELIGIBLE', { fields: { [field]: 'cards.notEligible' } });
  if (card.status !== 'active' && !(options.blockedToo && card.status === 'blocked'))
    throw new AppError('CARD_NOT_ACTIVE', { fields: { [field]: 'cards.notActive' } });
  const account = card.accountId ? await findCustomerAccount(db, customerId, card.accountId) : null;
  return { card, account };
}

/** What a credit card's account can still be drawn by, in poisha. */
const availableOn = (account: { balance: bigint; minBalance: bigint | null } | null) =>
  account ? account.balance - (account.minBalance ?? 0n) : 0n;

/** A request about one card, for a flat charge. */
const aboutCard =
  (kinds: readonly CardKind[], charge: bigint, options: { blockedToo?: boolean } = {}) =>
  async (
    db: Database,
    customerId: string,
    payload: { cardId: string; branch?: string },
  ): Promise<Resolution> => {
    const { account } = await cardOf(db, customerId, payload.cardId, kinds, options);
    if (payload.branch) await findDeliveryBranch(db, payload.branch);
    return { account, charge: account ? charge : 0n };
  };

const standard = { acceptAfterMs: 5 * MINUTE, completeAfterMs: 60 * MINUTE };

export const cardEmiConversion: RequestTypeDefinition<'card_emi_conversion'> = {
  async resolve(db, customerId, payload) {
    const { card, account } = await cardOf(db, customerId, payload.cardId, CREDIT);
    const [purchase] = await db
      .select({ amount: journals.amount })
      .from(journals)
      .where(
        and(
          eq(journals.transactionId, payload.transactionId),
          eq(journals.fromAccountId, card.accountId!),
          eq(journals.type, 'card_purchase'),
          eq(journals.status, 'SUCCESS'),
        ),
      );
    if (!purchase)
      throw new AppError('NOT_FOUND', {
        message: 'This card has no purchase with this transaction id.',
        fields: { 'payload.transactionId': 'cards.purchaseUnknown' },
      });
    const [converted] = await db
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(
        and(
          eq(serviceRequests.customerId, customerId),
          eq(serviceRequests.type, 'card_emi_conversion'),
          inArray(serviceRequests.status, ['submitted', 'processing', 'completed']),
          sql`${serviceRequests.payload}->>'transactionId' = ${payload.transactionId}`,
        ),
      )
      .limit(1);
    if (purchase.amount < EMI_MIN_AMOUNT || converted)
      throw new AppError('CARD_PURCHASE_NOT_ELIGIBLE', {
        fields: { 'payload.transactionId': 'cards.purchaseNotEligible' },
      });
    return { account, charge: taka(500n) };
  },
  ...standard,
};

export const supplementaryCard: RequestTypeDefinition<'supplementary_card'> = {
  resolve: aboutCard(CREDIT, taka(1000n)),
  acceptAfterMs: 5 * MINUTE,
  completeAfterMs: 24 * 60 * MINUTE,
  // the supplementary card draws on the same card account; the holder sees it with their own cards
  // (the card as it is now, blocked or closed meanwhile too: the bank issues what it accepted)
  async complete(db, request, payload, now) {
    const [card] = await db
      .select()
      .from(cards)
      .where(and(eq(cards.id, payload.cardId), eq(cards.customerId, request.customerId)));
    if (!card) return;
    await issueCard(db, {
      customerId: request.customerId,
      kind: 'credit',
      accountId: card.accountId,
      nameOnCard: payload.fullName,
      productName: `${card.productName} (supplementary)`,
      issuedOn: dhakaDate(now),
      now,
      requestId: request.id,
    });
  },
};

const PRODUCT_TITLES = { classic: 'Classic', gold: 'Gold', platinum: 'Platinum', signature: 'Signature' };

export const cardUpgrade: RequestTypeDefinition<'card_upgrade'> = {
  resolve: aboutCard(CREDIT, 0n),
  ...standard,
  // the product is the card account's: the account and every card on it (a supplementary one too) take the new one
  async complete(db, request, payload, now) {
    const [card] = await db
      .select({ accountId: cards.accountId })
      .from(cards)
      .where(and(eq(cards.id, payload.cardId), eq(cards.customerId, request.customerId)));
    if (!card?.accountId) return;
    const [account] = await db
      .select({ productName: accounts.productName })
      .from(accounts)
      .where(eq(accounts.id, card.accountId));
    const product = `Taka Visa ${PRODUCT_TITLES[payload.product]} Credit Card`;
    await db
      .update(cards)
      .set({
        productName: sql`replace(${cards.productName}, ${account!.productName}, ${product})`,
        updatedAt: now,
      })
      .where(eq(cards.accountId, card.accountId));
    await db.update(accounts).set({ productName: product }).where(eq(accounts.id, card.accountId));
  },
};

export const cardCheque: RequestTypeDefinition<'card_cheque'> = {
  async resolve(db, customerId, payload) {
    const { account } = await cardOf(db, customerId, payload.cardId, CREDIT);
    if (parseMoney(payload.amount) > availableOn(account))
      throw new AppError('CARD_AMOUNT_ABOVE_AVAILABLE', {
        fields: { 'payload.amount': 'cards.aboveAvailable' },
      });
    return { account, charge: taka(200n) };
  },
  ...standard,
};

export const cardHardCopyStatement: RequestTypeDefinition<'card_hard_copy_statement'> = {
  resolve: aboutCard(CREDIT, taka(100n), { blockedToo: true }),
  acceptAfterMs: 5 * MINUTE,
  completeAfterMs: 24 * 60 * MINUTE,
};

export const cardEmailStatement: RequestTypeDefinition<'card_email_statement'> = {
  resolve: aboutCard(CREDIT, 0n, { blockedToo: true }),
  acceptAfterMs: 2 * MINUTE,
  completeAfterMs: 10 * MINUTE,
};

export const cardReissue: RequestTypeDefinition<'card_reissue'> = {
  resolve: aboutCard(ANY, taka(500n), { blockedToo: true }),
  acceptAfterMs: 5 * MINUTE,
  completeAfterMs: 24 * 60 * MINUTE,
  // the new card replaces the old one, which is closed for good
  async complete(db, request, payload, now) {
    const [old] = await db
      .update(cards)
      .set({ status: 'closed', blockReason: null, updatedAt: now })
      .where(and(eq(cards.id, payload.cardId), eq(cards.customerId, request.customerId)))
      .returning();
    if (!old) return;
    await issueCard(db, {
      customerId: request.customerId,
      kind: old.kind,
      accountId: old.accountId,
      nameOnCard: old.nameOnCard,
      productName: old.productName,
      issuedOn: dhakaDate(now),
      now,
      requestId: request.id,
    });
  },
};

/** Moves `amount` poisha of credit limit from one card account to another, if the first still has it unused. */
async function moveLimit(db: Database, fromAccountId: string, toAccountId: string, amount: bigint) {
  const moved = await db
    .update(accounts)
    .set({ minBalance: sql`${accounts.minBalance} + ${amount}` })
    .where(
      and(eq(accounts.id, fromAccountId), sql`${accounts.balance} - ${accounts.minBalance} >= ${amount}`),
    )
    .returning({ id: accounts.id });
  if (moved.length === 0) return false;
  await db
    .update(accounts)
    .set({ minBalance: sql`${accounts.minBalance} - ${amount}` })
    .where(eq(accounts.id, toAccountId));
  return true;
}

export const cardLimitTransfer: RequestTypeDefinition<'card_limit_transfer'> = {
  async resolve(db, customerId, payload) {
    const { account } = await cardOf(db, customerId, payload.cardId, CREDIT);
    const target = await cardOf(db, customerId, payload.toCardId, CREDIT, { field: 'payload.toCardId' });
    if (target.account?.id === account?.id)
      throw new AppError('CARD_NOT_ELIGIBLE', { fields: { 'payload.toCardId': 'cards.sameCard' } });
    if (parseMoney(payload.amount) > availableOn(account))
      throw new AppError('CARD_AMOUNT_ABOVE_AVAILABLE', {
        fields: { 'payload.amount': 'cards.aboveAvailable' },
      });
    return { account, charge: 0n };
  },
  ...standard,
  async accept(db, request, payload) {
    const from = await findCard(db, request.customerId, payload.cardId);
    const to = await findCard(db, request.customerId, payload.toCardId);
    const moved = await moveLimit(db, from.card.accountId!, to.card.accountId!, parseMoney(payload.amount));
    return moved ? null : 'card_limit_not_available';
  },
};

export const cardUsdEndorsement: RequestTypeDefinition<'card_usd_endorsement'> = {
  resolve: aboutCard(CREDIT, 0n),
  ...standard,
  // the endorsement is what lets the card be used abroad
  async complete(db, request, payload, now) {
    await db
      .update(cards)
      .set({ internationalEnabled: payload.action === 'unblock', updatedAt: now })
      .where(and(eq(cards.id, payload.cardId), eq(cards.customerId, request.customerId)));
  },
};

/** The largest credit limit the bank grants through internet banking (BDT 1,000,000). */
const MAX_CREDIT_LIMIT = taka(1_000_000n);

export const cardLimitRearrangement: RequestTypeDefinition<'card_limit_rearrangement'> = {
  async resolve(db, customerId, payload) {
    const { account } = await cardOf(db, customerId, payload.cardId, CREDIT);
    const limit = parseMoney(payload.newLimit);
    if (limit > MAX_CREDIT_LIMIT || (account && -account.balance > limit))
      throw new AppError('CARD_AMOUNT_ABOVE_AVAILABLE', {
        message: 'The new limit must cover what is owed on the card and be at most BDT 1,000,000.',
        fields: { 'payload.newLimit': 'cards.limitOutOfRange' },
      });
    return { account, charge: 0n };
  },
  acceptAfterMs: 5 * MINUTE,
  completeAfterMs: 24 * 60 * MINUTE,
  // the new limit holds from acceptance; spending meanwhile past it rejects the request
  async accept(db, request, payload) {
    const { card } = await findCard(db, request.customerId, payload.cardId);
    const limit = parseMoney(payload.newLimit);
    const set = await db
      .update(accounts)
      .set({ minBalance: -limit })
      .where(and(eq(accounts.id, card.accountId!), sql`${accounts.balance} >= ${-limit}`))
      .returning({ id: accounts.id });
    return set.length === 1 ? null : 'card_limit_not_available';
  },
};

export const cardLoan: RequestTypeDefinition<'card_loan'> = {
  async resolve(db, customerId, payload) {
    const { account } = await cardOf(db, customerId, payload.cardId, CREDIT);
    if (parseMoney(payload.amount) > availableOn(account))
      throw new AppError('CARD_AMOUNT_ABOVE_AVAILABLE', {
        fields: { 'payload.amount': 'cards.aboveAvailable' },
      });
    return { account, charge: taka(500n) };
  },
  acceptAfterMs: 5 * MINUTE,
  completeAfterMs: 24 * 60 * MINUTE,
};

export const virtualCard: RequestTypeDefinition<'virtual_card'> = {
  async resolve(db, customerId, payload) {
    const account = await accountOf(db, customerId, payload.accountId, CHEQUE_ACCOUNT_KINDS);
    return { account, charge: taka(200n) };
  },
  acceptAfterMs: 2 * MINUTE,
  completeAfterMs: 10 * MINUTE,
  async complete(db, request, payload, now) {
    const account = await findCustomerAccount(db, request.customerId, payload.accountId);
    await issueCard(db, {
      customerId: request.customerId,
      kind: 'debit',
      virtual: true,
      accountId: payload.accountId,
      nameOnCard: account?.title ?? 'Card holder',
      issuedOn: dhakaDate(now),
      now,
      requestId: request.id,
    });
  },
};

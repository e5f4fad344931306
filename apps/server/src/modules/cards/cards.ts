import { randomInt } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  BANK_CARD_LIMITS,
  formatMoney,
  luhnValid,
  maskCardNumber,
  parseMoney,
  type Card,
  type CardKind,
} from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { accounts, cards, type CardRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/** The bank's maxima for a kind of card, in poisha. */
export const bankLimitsOf = (kind: CardKind) => ({
  spend: parseMoney(BANK_CARD_LIMITS[kind].spend),
  atm: parseMoney(BANK_CARD_LIMITS[kind].atm),
});

/** The bank's own BINs (demo data): Visa debit and credit, Mastercard prepaid. */
const BINS: Record<CardKind, string> = { debit: '421345', credit: '455612', prepaid: '522171' };

/** A fresh card number of `kind`: the bank's BIN, random digits and the Luhn check digit. */
export function newCardNumber(kind: CardKind): string {
  const body = BINS[kind] + Array.from({ length: 9 }, () => randomInt(10)).join('');
  const check = [...'0123456789'].find((digit) => luhnValid(body + digit))!;
  return body + check;
}

export type CardWithAccount = { card: CardRow; accountNumber: string | null };

export function toCard({ card, accountNumber }: CardWithAccount): Card {
  const bank = bankLimitsOf(card.kind);
  return {
    id: card.id,
    kind: card.kind,
    virtual: card.virtual,
    maskedNumber: maskCardNumber(card.number),
    network: card.network,
    productName: card.productName,
    nameOnCard: card.nameOnCard,
    accountNumber,
    expiresOn: card.expiresOn,
    status: card.status,
    blockReason: card.blockReason,
    controls: {
      online: card.onlineEnabled,
      international: card.internationalEnabled,
      atm: card.atmEnabled,
      spendLimit: formatMoney(card.spendLimit),
      atmLimit: formatMoney(card.atmLimit),
    },
    bankLimits: { spend: formatMoney(bank.spend), atm: formatMoney(bank.atm) },
  };
}

const withAccount = (db: Database) =>
  db
    .select({ card: cards, accountNumber: accounts.number })
    .from(cards)
    .leftJoin(accounts, eq(accounts.id, cards.accountId));

/** The customer's cards internet banking shows (tagged, not closed), debit first, oldest first. */
export async function listCards(db: Database, customerId: string): Promise<CardWithAccount[]> {
  return withAccount(db)
    .where(and(eq(cards.customerId, customerId), eq(cards.tagged, true), ne(cards.status, 'closed')))
    .orderBy(sql`array_position(array['debit','credit','prepaid'], ${cards.kind})`, asc(cards.createdAt));
}

/**
 * One of the customer's cards shown in internet banking, locked for update when `lock`; another customer's card, an
 * untagged or a closed one is NOT_FOUND (naming `field` when given, for a form).
 */
export async function findCard(
  db: Database,
  customerId: string,
  id: string,
  options: { field?: string; lock?: boolean } = {},
): Promise<CardWithAccount> {
  const query = withAccount(db).where(
    and(
      eq(cards.id, id),
      eq(cards.customerId, customerId),
      eq(cards.tagged, true),
      ne(cards.status, 'closed'),
    ),
  );
  const [row] = await (options.lock ? query.for('update', { of: cards }) : query);
  if (!row)
    throw new AppError('NOT_FOUND', {
      message: 'None of your cards has this id.',
      ...(options.field && { fields: { [options.field]: 'cards.cardUnknown' } }),
    });
  return row;
}

/** Which kinds of card the customer has in internet banking (the menu's rules). */
export async function cardKindsOf(db: Database, customerId: string): Promise<Set<CardKind>> {
  const rows = await db
    .selectDistinct({ kind: cards.kind })
    .from(cards)
    .where(and(eq(cards.customerId, customerId), eq(cards.tagged, true), ne(cards.status, 'closed')));
  return new Set(rows.map(({ kind }) => kind));
}

/** Whether the customer has a credit or prepaid card not yet shown in internet banking. */
export async function hasUntaggedCard(db: Database, customerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.customerId, customerId), eq(cards.tagged, false), ne(cards.status, 'closed')))
    .limit(1);
  return rows.length > 0;
}

export type NewCard = {
  customerId: string;
  kind: CardKind;
  accountId: string | null;
  nameOnCard: string;
  issuedOn: string;
  now: Date;
  virtual?: boolean;
  tagged?: boolean;
  status?: 'active' | 'blocked';
  productName?: string;
  requestId?: string | null;
  /** A fixed number (the demo customers'); else a fresh one. */
  number?: string;
};

const PRODUCT_NAMES: Record<CardKind, string> = {
  debit: 'Taka Visa Debit Card',
  credit: 'Taka Visa Gold Credit Card',
  prepaid: 'Taka Mastercard Prepaid Card',
};

/** Issues a card valid for five years (a virtual one for three), with the bank's default controls. */
export async function issueCard(db: Database, card: NewCard): Promise<CardRow> {
  const bank = bankLimitsOf(card.kind);
  const years = card.virtual ? 3 : 5;
  const expiresOn = `${Number(card.issuedOn.slice(0, 4)) + years}${card.issuedOn.slice(4, 7)}`;
  const [row] = await db
    .insert(cards)
    .values({
      customerId: card.customerId,
      kind: card.kind,
      virtual: card.virtual ?? false,
      number: card.number ?? newCardNumber(card.kind),
      network: card.kind === 'prepaid' ? 'mastercard' : 'visa',
      productName: card.productName ?? (card.virtual ? 'Taka Visa Virtual Card' : PRODUCT_NAMES[card.kind]),
      nameOnCard: card.nameOnCard.toUpperCase().slice(0, 26),
      accountId: card.accountId,
      expiresOn,
      status: card.status ?? 'active',
      blockReason: card.status === 'blocked' ? 'temporary' : null,
      tagged: card.tagged ?? true,
      // a card works online and at ATMs from the start; abroad only once the customer switches it on
      spendLimit: bank.spend / 5n,
      atmLimit: bank.atm / 2n,
      requestId: card.requestId ?? null,
      issuedOn: card.issuedOn,
      createdAt: card.now,
      updatedAt: card.now,
    })
    .returning();
  return row!;
}

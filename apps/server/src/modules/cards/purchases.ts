import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { EMI_MIN_AMOUNT, formatMoney, type CardPurchaseList } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { journals, serviceRequests } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { findCard } from './cards.ts';

/** A credit card's purchases large enough for EMI and not yet converted (or being converted), newest first. */
export async function convertiblePurchases(
  db: Database,
  customerId: string,
  cardId: string,
): Promise<CardPurchaseList['purchases']> {
  const { card } = await findCard(db, customerId, cardId);
  if (card.kind !== 'credit' || !card.accountId) throw new AppError('CARD_NOT_ELIGIBLE');
  const converted = db
    .select({ id: sql`${serviceRequests.payload}->>'transactionId'` })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.customerId, customerId),
        eq(serviceRequests.type, 'card_emi_conversion'),
        inArray(serviceRequests.status, ['submitted', 'processing', 'completed']),
      ),
    );
  const rows = await db
    .select({
      transactionId: journals.transactionId,
      merchant: journals.toName,
      amount: journals.amount,
      at: journals.createdAt,
    })
    .from(journals)
    .where(
      and(
        eq(journals.fromAccountId, card.accountId),
        eq(journals.type, 'card_purchase'),
        eq(journals.status, 'SUCCESS'),
        gte(journals.amount, EMI_MIN_AMOUNT),
        sql`${journals.transactionId} NOT IN (${converted})`,
      ),
    )
    .orderBy(desc(journals.createdAt))
    .limit(50);
  return rows.map((row) => ({ ...row, amount: formatMoney(row.amount), at: row.at.toISOString() }));
}

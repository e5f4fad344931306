import { sql, type SQL } from 'drizzle-orm';
import type { PublishNotification } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { sanitizeRichText } from './rich-text.ts';

/** Customers per statement of a broadcast: each statement stays well inside the pool's statement timeout. */
export const BROADCAST_BATCH = 5_000;

/**
 * Writes a notification for one customer, or for every customer in keyset batches of INSERT ... SELECT inside one
 * transaction (decision 026): the customers never leave the database, each statement is bounded, and a broadcast is
 * all or nothing, so a publisher that retries after a failure does not notify some customers twice. Returns how
 * many were written (0: no such customer).
 */
export async function publishNotification(
  db: Database,
  publication: PublishNotification,
  now: Date,
  batchSize = BROADCAST_BATCH,
): Promise<number> {
  const p = publication;
  const columns = sql`${p.categoryType}, ${p.messageTitle}, ${p.messageText}, ${p.bannerTitle},
    ${sanitizeRichText(p.bannerText)}, ${p.imageUrl}, ${p.linkedUrl}, ${p.link}, ${p.useRouter},
    ${p.transactionId}, ${now.toISOString()}::timestamptz`;
  const insertFor = async (handle: Pick<Database, 'execute'>, recipients: SQL) => {
    const result = await handle.execute(sql`
      with recipients as (${recipients}),
      written as (
        insert into notifications (
          customer_id, category, message_title, message_text, banner_title, banner_text,
          image_url, linked_url, link, use_router, transaction_id, created_at
        )
        select r.id, ${columns} from recipients r
        returning 1
      )
      select (select count(*)::int from written) as written,
        (select id from recipients order by id desc limit 1) as last`);
    const [row] = (result as unknown as { rows: { written: number; last: string | null }[] }).rows;
    return { written: Number(row?.written ?? 0), last: row?.last ?? null };
  };

  if (p.audience.kind === 'customer')
    return (await insertFor(db, sql`select id from customers where id = ${p.audience.customerId}`)).written;

  return db.transaction(async (tx) => {
    let total = 0;
    let after: string | null = null;
    for (;;) {
      const from: SQL = after === null ? sql`true` : sql`id > ${after}::uuid`;
      const batch = await insertFor(
        tx,
        sql`select id from customers where ${from} order by id limit ${batchSize}`,
      );
      total += batch.written;
      if (batch.written < batchSize || batch.last === null) return total;
      after = batch.last;
    }
  });
}

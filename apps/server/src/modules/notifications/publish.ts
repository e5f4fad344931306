import { sql } from 'drizzle-orm';
import type { PublishNotification } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { sanitizeRichText } from './rich-text.ts';

/**
 * Writes a notification for one customer or for every customer in one INSERT ... SELECT (decision 026): the
 * customers never leave the database, and a broadcast is all or nothing, so a publisher that retries after a
 * failure does not notify some customers twice. Returns how many were written (0: no such customer).
 */
export async function publishNotification(
  db: Database,
  publication: PublishNotification,
  now: Date,
): Promise<number> {
  const p = publication;
  const recipients = p.audience.kind === 'customer' ? sql`where c.id = ${p.audience.customerId}` : sql``;
  const result = await db.execute(sql`
    with written as (
      insert into notifications (
        customer_id, category, message_title, message_text, banner_title, banner_text,
        image_url, linked_url, link, use_router, transaction_id, created_at
      )
      select c.id, ${p.categoryType}, ${p.messageTitle}, ${p.messageText}, ${p.bannerTitle},
        ${sanitizeRichText(p.bannerText)}, ${p.imageUrl}, ${p.linkedUrl}, ${p.link}, ${p.useRouter},
        ${p.transactionId}, ${now.toISOString()}::timestamptz
      from customers c ${recipients}
      returning 1
    )
    select count(*)::int as written from written`);
  const [row] = (result as unknown as { rows: { written: number }[] }).rows;
  return Number(row?.written ?? 0);
}

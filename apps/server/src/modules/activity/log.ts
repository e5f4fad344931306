import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ActivityLog, ActivityLogFilters } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { activityEvents } from '../../db/schema/index.ts';
import { dhakaDayStart } from '../limits/periods.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Page = { cursor?: string | undefined; size: number };

/** Where the page starts: after the (time, id) of the previous page's last event. */
function after(cursor: string): SQL {
  const [micros, id] = cursor.split('.');
  return sql`(${activityEvents.occurredAt}, ${activityEvents.id}) <
    (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${id}::uuid)`;
}

/**
 * The customer's events, newest first, keyset-paged on (time, id), through the index on (customer, time, id), or
 * with kinds on (customer, kind, time, id): one customer's events of a few kinds are few enough to merge.
 */
export async function activityLog(
  db: Database,
  customerId: string,
  filters: ActivityLogFilters,
  page: Page,
): Promise<ActivityLog> {
  const where = [eq(activityEvents.customerId, customerId)];
  if (filters.kind) where.push(inArray(activityEvents.kind, filters.kind));
  if (filters.from) where.push(gte(activityEvents.occurredAt, dhakaDayStart(filters.from)));
  if (filters.to)
    where.push(lt(activityEvents.occurredAt, new Date(dhakaDayStart(filters.to).getTime() + DAY_MS)));
  if (page.cursor) where.push(after(page.cursor));

  const rows = await db
    .select({
      event: activityEvents,
      micros: sql<string>`(extract(epoch from ${activityEvents.occurredAt}) * 1000000)::bigint::text`,
    })
    .from(activityEvents)
    .where(and(...where))
    .orderBy(desc(activityEvents.occurredAt), desc(activityEvents.id))
    .limit(page.size + 1);

  const shown = rows.slice(0, page.size);
  const last = shown.at(-1);
  return {
    events: shown.map(({ event }) => ({
      id: event.id,
      kind: event.kind,
      occurredAt: event.occurredAt.toISOString(),
      ip: event.ip,
      device: event.device,
      browser: event.browser,
      os: event.os,
      details: event.details,
    })),
    nextCursor: rows.length > page.size && last ? `${last.micros}.${last.event.id}` : null,
  };
}

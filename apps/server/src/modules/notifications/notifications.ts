import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { BankNotification, NotificationCategory } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { notifications, type NotificationRow } from '../../db/schema/index.ts';

/** Every query names the owner: a notification of another customer is simply not found. */
const owned = (customerId: string) => eq(notifications.customerId, customerId);

function toNotification(row: NotificationRow): BankNotification {
  return {
    id: row.id,
    categoryType: row.category,
    isRead: row.isRead,
    messageTitle: row.messageTitle,
    messageText: row.messageText,
    bannerTitle: row.bannerTitle,
    bannerText: row.bannerText,
    imageUrl: row.imageUrl,
    linkedUrl: row.linkedUrl,
    link: row.link,
    useRouter: row.useRouter,
    date: row.createdAt.toISOString(),
    transactionId: row.transactionId,
  };
}

export async function countUnread(db: Database, customerId: string, category?: NotificationCategory) {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(
      and(
        owned(customerId),
        eq(notifications.isRead, false),
        category ? eq(notifications.category, category) : undefined,
      ),
    );
  return row?.unread ?? 0;
}

export async function listNotifications(
  db: Database,
  customerId: string,
  query: { category: NotificationCategory; pageNumber: number; pageSize: number },
) {
  const where = and(owned(customerId), eq(notifications.category, query.category));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset(query.pageNumber * query.pageSize),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  const totalElements = total?.total ?? 0;
  return {
    data: rows.map(toNotification),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalElements,
    totalPages: Math.ceil(totalElements / query.pageSize),
  };
}

/**
 * Marks one notification (by id) or all of a category read or unread. Returns how many changed; null when the
 * id names no notification of this customer.
 */
export async function setReadStatus(
  db: Database,
  customerId: string,
  change: { id?: string | undefined; updateAll: boolean; category: NotificationCategory; isRead: boolean },
): Promise<number | null> {
  if (change.updateAll) {
    const updated = await db
      .update(notifications)
      .set({ isRead: change.isRead })
      .where(
        and(
          owned(customerId),
          eq(notifications.category, change.category),
          ne(notifications.isRead, change.isRead),
        ),
      )
      .returning({ id: notifications.id });
    return updated.length;
  }
  const [found] = await db
    .update(notifications)
    .set({ isRead: change.isRead })
    .where(and(owned(customerId), eq(notifications.id, change.id ?? '')))
    .returning({ id: notifications.id });
  return found ? 1 : null;
}

/** Deletes a notification of this customer; false when there is none with that id. */
export async function deleteNotification(db: Database, customerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(owned(customerId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return deleted.length === 1;
}

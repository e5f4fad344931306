import { and, eq } from 'drizzle-orm';
import type { NotificationPreferences } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { customers, notificationPreferences } from '../../db/schema/index.ts';
import { recordChange } from '../activity/record.ts';
import type { ClientInfo } from '../auth/service.ts';
import type { MessageChannel } from '../messaging/channel.ts';

const NONE: NotificationPreferences = { smsAlerts: { moneySent: false, moneyReceived: false } };

export async function getNotificationPreferences(
  db: Database,
  customerId: string,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.customerId, customerId));
  if (!row) return NONE;
  return { smsAlerts: { moneySent: row.smsMoneySent, moneyReceived: row.smsMoneyReceived } };
}

export async function setNotificationPreferences(
  change: { db: Database; customerId: string; client: ClientInfo; now: Date },
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const { db, customerId, now } = change;
  const values = {
    smsMoneySent: preferences.smsAlerts.moneySent,
    smsMoneyReceived: preferences.smsAlerts.moneyReceived,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationPreferences)
      .values({ customerId, ...values })
      .onConflictDoUpdate({ target: notificationPreferences.customerId, set: values });
    await recordChange(tx, change, 'notification-preferences-changed', now, { ...preferences.smsAlerts });
  });
  return preferences;
}

/** A transactional alert the bell already has, which also goes by SMS to a customer who asked for its kind. */
export type TransactionAlert = {
  customerId: string;
  kind: keyof NotificationPreferences['smsAlerts'];
  title: string;
  text: string;
};

const PREFERENCE_COLUMN = {
  moneySent: notificationPreferences.smsMoneySent,
  moneyReceived: notificationPreferences.smsMoneyReceived,
} as const;

/** Texts each alert whose customer wants its kind by SMS; sent after the change it tells of commits. */
export async function textTransactionAlerts(
  deps: { db: Database; channel: MessageChannel },
  alerts: TransactionAlert[],
): Promise<void> {
  for (const alert of alerts) {
    const [wanted] = await deps.db
      .select({ mobileNumber: customers.mobileNumber })
      .from(notificationPreferences)
      .innerJoin(customers, eq(customers.id, notificationPreferences.customerId))
      .where(
        and(
          eq(notificationPreferences.customerId, alert.customerId),
          eq(PREFERENCE_COLUMN[alert.kind], true),
        ),
      );
    if (!wanted) continue;
    await deps.channel.send({
      channel: 'sms',
      to: wanted.mobileNumber,
      purpose: `alert-${alert.kind === 'moneySent' ? 'money-sent' : 'money-received'}`,
      text: `Taka: ${alert.title}. ${alert.text}`,
    });
  }
}

import { randomUUID } from 'node:crypto';
import Bowser from 'bowser';
import { maskAccountNumber } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { activityEvents, type ActivityKind } from '../../db/schema/index.ts';

/** Where a request comes from: the IP and the user agent the event is recorded with. */
export type ActivityClient = { ip: string; userAgent: string | null | undefined };

export type ActivityDetails = Record<string, string | number | boolean>;

export type ActivityEvent = {
  customerId: string;
  kind: ActivityKind;
  at: Date;
  client: ActivityClient;
  sessionId?: string | null;
  /** Small, structured and never a secret: no password, code, token or session key; numbers masked (maskNumber). */
  details?: ActivityDetails;
};

/** Who made a change: the customer, their session and where the request came from (a route's actor). */
export type ActivityActor = { customerId: string; sessionId?: string | null; client: ActivityClient };

const MAX_USER_AGENT = 512;

/** An account, card or mobile number as an event may hold it: its last four digits ("****0011"). */
export const maskNumber = maskAccountNumber;

/** Device, browser and OS named from a user agent; null where the parser cannot tell. */
export function describeUserAgent(userAgent: string | null | undefined) {
  if (!userAgent) return { device: null, browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;
  return {
    device: join(parsed.platform.vendor, parsed.platform.model) ?? parsed.platform.type ?? null,
    browser: join(parsed.browser.name, parsed.browser.version?.split('.')[0]),
    os: join(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
  };
}

/** The row an event is stored as (also what an SQL function that records one is given, as JSON). */
export function activityRow(event: ActivityEvent) {
  const userAgent = event.client.userAgent?.slice(0, MAX_USER_AGENT) ?? null;
  return {
    id: randomUUID(),
    customerId: event.customerId,
    sessionId: event.sessionId ?? null,
    kind: event.kind,
    occurredAt: event.at,
    ip: event.client.ip,
    userAgent,
    ...describeUserAgent(userAgent),
    details: event.details ?? {},
  } satisfies typeof activityEvents.$inferInsert;
}

/** The event as an `activity_events` row in JSON, for an SQL function that records it (jsonb_populate_record). */
export function activityRowJson(event: ActivityEvent): string {
  const row = activityRow(event);
  return JSON.stringify({
    id: row.id,
    customer_id: row.customerId,
    session_id: row.sessionId,
    kind: row.kind,
    occurred_at: row.occurredAt.toISOString(),
    ip: row.ip,
    user_agent: row.userAgent,
    device: row.device,
    browser: row.browser,
    os: row.os,
    details: row.details,
  });
}

/** Records an event; pass the transaction of the change it records, so both commit or neither does. */
export async function recordActivity(tx: Database, event: ActivityEvent): Promise<void> {
  await tx.insert(activityEvents).values(activityRow(event));
}

/** Records `kind` of the actor's change at `at`; pass the transaction of the change. */
export const recordChange = (
  tx: Database,
  actor: ActivityActor,
  kind: ActivityKind,
  at: Date,
  details?: ActivityDetails,
) =>
  recordActivity(tx, {
    customerId: actor.customerId,
    sessionId: actor.sessionId ?? null,
    client: actor.client,
    kind,
    at,
    ...(details && { details }),
  });

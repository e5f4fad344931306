import Bowser from 'bowser';
import type { Database } from '../../db/client.ts';
import { activityEvents, type ActivityKind } from '../../db/schema/index.ts';

export type ActivityEvent = {
  customerId: string;
  kind: ActivityKind;
  at: Date;
  client: { ip: string; userAgent: string | null | undefined };
  sessionId?: string | null;
  /** Small, structured and never a secret: no password, code, token or session key; account numbers masked. */
  details?: Record<string, string | number | boolean>;
};

const MAX_USER_AGENT = 512;

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

/** Records an event; pass the transaction of the change it records, so both commit or neither does. */
export async function recordActivity(tx: Database, event: ActivityEvent): Promise<void> {
  const userAgent = event.client.userAgent?.slice(0, MAX_USER_AGENT) ?? null;
  await tx.insert(activityEvents).values({
    customerId: event.customerId,
    sessionId: event.sessionId ?? null,
    kind: event.kind,
    occurredAt: event.at,
    ip: event.client.ip,
    userAgent,
    ...describeUserAgent(userAgent),
    details: event.details ?? {},
  });
}

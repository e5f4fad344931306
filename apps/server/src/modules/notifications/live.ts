import { and, eq } from 'drizzle-orm';
import { formatMoney, type LiveNotification } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import type { NoticeHandlers } from '../../db/notices.ts';
import { journals, notifications } from '../../db/schema/index.ts';
import type { Authenticated } from '../auth/service.ts';

/** The NOTIFY channel of migration 0014: a notification was written (or, `broadcast`, many at once). */
export const NOTIFICATION_NOTICE_CHANNEL = 'taka_notification_created';

/** What a stream is told: a notification of its customer, or to fetch notifications again. */
export type LiveEvent = { type: 'notification'; data: LiveNotification } | { type: 'refresh' };

/** One open stream of a signed-in customer, as the routes made it. */
export type LiveStream = {
  auth: Authenticated;
  send(event: LiveEvent): void;
  /** A line that keeps the connection (and every proxy on its way) from timing out. */
  heartbeat(): void;
  /** Ends the response; the stream is already out of the registry. */
  end(): void;
};

export type LiveNotificationsOptions = {
  db: Database;
  /** Whether the session a stream was opened with still stands; never counts as the session's activity. */
  sessionOpen(auth: Authenticated): Promise<boolean>;
  heartbeatMs: number;
  maxStreamsPerCustomer: number;
  onError(error: unknown): void;
};

type Notice = { customerId: string; id: string } | { broadcast: number };

/**
 * The open notification streams of this instance by customer, fed by the database's notices (decision 025): a
 * notice names a customer, and only the instances holding that customer's streams read the notification. Every
 * heartbeat also checks each stream's session (so an idle lock ends it); a notice about a session or customer
 * checks at once (a sign-out, revocation or lock anywhere ends the session's streams).
 */
export class LiveNotifications implements NoticeHandlers {
  readonly #byCustomer = new Map<string, Set<LiveStream>>();
  readonly #options: LiveNotificationsOptions;
  readonly #timer: NodeJS.Timeout;
  /** Notices may have been lost (the listening connection dropped): every stream refreshes once it is back. */
  #missed = false;

  constructor(options: LiveNotificationsOptions) {
    this.#options = options;
    this.#timer = setInterval(() => this.#beat(), options.heartbeatMs).unref();
  }

  /** Adds a stream; the customer's oldest ends when they would hold more than the bound. */
  add(stream: LiveStream): void {
    const customerId = stream.auth.customer.id;
    let streams = this.#byCustomer.get(customerId);
    if (!streams) this.#byCustomer.set(customerId, (streams = new Set()));
    streams.add(stream);
    for (const oldest of streams) {
      if (streams.size <= this.#options.maxStreamsPerCustomer) break;
      this.end(oldest);
    }
  }

  /** Takes a stream out (its client went away); harmless for one already out. */
  remove(stream: LiveStream): void {
    const customerId = stream.auth.customer.id;
    const streams = this.#byCustomer.get(customerId);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) this.#byCustomer.delete(customerId);
  }

  end(stream: LiveStream): void {
    this.remove(stream);
    stream.end();
  }

  /** Server shutdown: every stream ends now, so closing need not wait for them. */
  close(): void {
    clearInterval(this.#timer);
    for (const stream of this.#all()) this.end(stream);
  }

  get size(): number {
    let size = 0;
    for (const streams of this.#byCustomer.values()) size += streams.size;
    return size;
  }

  notice(channel: string, payload: string): void {
    if (channel === NOTIFICATION_NOTICE_CHANNEL) void this.#notified(payload).catch(this.#options.onError);
    else if (channel === 'taka_session_changed')
      this.#check(this.#all().filter((stream) => stream.auth.session.id === payload));
    else if (channel === 'taka_customer_changed') this.#check([...(this.#byCustomer.get(payload) ?? [])]);
  }

  listening(): void {
    if (!this.#missed) return;
    this.#missed = false;
    for (const stream of this.#all()) stream.send({ type: 'refresh' });
  }

  interrupted(): void {
    this.#missed = true;
  }

  async #notified(payload: string): Promise<void> {
    const notice = JSON.parse(payload) as Notice;
    if ('broadcast' in notice) {
      for (const stream of this.#all()) stream.send({ type: 'refresh' });
      return;
    }
    if (!this.#byCustomer.has(notice.customerId)) return;
    const data = await this.#read(notice.customerId, notice.id);
    if (!data) return; // deleted meanwhile
    for (const stream of this.#byCustomer.get(notice.customerId) ?? [])
      stream.send({ type: 'notification', data });
  }

  async #read(customerId: string, id: string): Promise<LiveNotification | undefined> {
    const [row] = await this.#options.db
      .select({
        id: notifications.id,
        category: notifications.category,
        title: notifications.messageTitle,
        text: notifications.messageText,
        incomingCredit: notifications.incomingCredit,
        amount: journals.amount,
        fromName: journals.fromName,
      })
      .from(notifications)
      .leftJoin(journals, eq(journals.transactionId, notifications.transactionId))
      .where(and(eq(notifications.id, id), eq(notifications.customerId, customerId)));
    if (!row) return undefined;
    const credit = row.incomingCredit && row.amount !== null;
    return {
      ...row,
      amount: credit ? formatMoney(row.amount!) : null,
      fromName: credit ? row.fromName : null,
    };
  }

  #beat(): void {
    const streams = this.#all();
    for (const stream of streams) stream.heartbeat();
    this.#check(streams);
  }

  #check(streams: LiveStream[]): void {
    for (const stream of streams) {
      this.#options.sessionOpen(stream.auth).then((open) => {
        if (!open) this.end(stream);
      }, this.#options.onError);
    }
  }

  #all(): LiveStream[] {
    return [...this.#byCustomer.values()].flatMap((streams) => [...streams]);
  }
}

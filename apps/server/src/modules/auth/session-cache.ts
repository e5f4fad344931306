import type { NoticeHandlers } from '../../db/notices.ts';
import type { Authenticated } from './service.ts';

/** The NOTIFY channels of migration 0008: a session, or a customer (all their sessions), changed. */
export const SESSION_NOTICE_CHANNELS = ['taka_session_changed', 'taka_customer_changed'] as const;

export type SessionCacheOptions = {
  /** How long an entry may be used without a notice: the bound on staleness should a notice ever be lost. */
  ttlMs: number;
  maxEntries: number;
  /** Milliseconds on a clock that only moves forward. */
  now?: () => number;
};

type Entry = { value: Authenticated; storedAt: number };

/**
 * The sessions (with their customers) this instance has checked lately, so that a signed-in request needs no
 * database read (decision 011). Entries are dropped when the database says their session or customer changed, as
 * soon as this process writes such a change, and after `ttlMs` at the latest. Until the notices are known to arrive
 * (`listening`), and whenever they may have been missed (`interrupted`), it keeps nothing and every read loads.
 */
export class SessionCache implements NoticeHandlers {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  /** Moves on every drop: a load that started before a drop may have read the dropped state, so it is not kept. */
  #generation = 0;
  #listening = false;

  constructor(options: SessionCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries;
    this.#now = options.now ?? (() => performance.now());
  }

  /** The session's entry when fresh, else what `load` reads (kept for the next time when nothing changed since). */
  async read(
    sessionId: string,
    load: () => Promise<Authenticated | undefined>,
  ): Promise<Authenticated | undefined> {
    const entry = this.#entries.get(sessionId);
    if (entry && this.#now() - entry.storedAt < this.#ttlMs) return entry.value;
    this.#entries.delete(sessionId);
    const generation = this.#generation;
    const value = await load();
    if (value && this.#listening && generation === this.#generation) this.#store(sessionId, value);
    return value;
  }

  /** This process wrote the session's activity time: an entry stays, with the new time. */
  touched(sessionId: string, lastActivityAt: Date): void {
    const entry = this.#entries.get(sessionId);
    if (entry) entry.value = { ...entry.value, session: { ...entry.value.session, lastActivityAt } };
  }

  forgetSession(sessionId: string): void {
    this.#generation++;
    this.#entries.delete(sessionId);
  }

  forgetCustomer(customerId: string): void {
    this.#generation++;
    for (const [sessionId, entry] of this.#entries)
      if (entry.value.customer.id === customerId) this.#entries.delete(sessionId);
  }

  notice(channel: string, payload: string): void {
    if (channel === 'taka_session_changed') this.forgetSession(payload);
    else if (channel === 'taka_customer_changed') this.forgetCustomer(payload);
  }

  listening(): void {
    this.#listening = true;
  }

  interrupted(): void {
    this.#listening = false;
    this.#generation++;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #store(sessionId: string, value: Authenticated) {
    this.#entries.delete(sessionId);
    this.#entries.set(sessionId, { value, storedAt: this.#now() });
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
  }
}

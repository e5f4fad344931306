import { randomUUID } from 'node:crypto';
import type { AuthSession } from '@taka/contracts';
import {
  deriveSessionDataKey,
  encryptSessionData,
} from '../../../apps/server/src/modules/auth/session-data.ts';

/** What one HTTP call came to, as a client sees it. */
export type Answer =
  | { kind: 'answer'; status: number; body: Record<string, unknown> }
  | { kind: 'network'; reason: string } // refused, reset or closed before an answer: it may or may not have run
  | { kind: 'timeout' }; // the client gave up waiting: the request may or may not have run

/** Every call's outcome, with the time it ended (ms since the run started), for the fault windows. */
export type CallRecord = {
  at: number;
  op: string;
  outcome: 'ok' | 'refused' | '5xx' | 'network' | 'timeout';
  /** What failed, for a 5xx (the error code) or a network failure (the socket's error). */
  reason?: string;
};

export type Device = { customerId: string; headers(): Record<string, string> };

/** HTTP/JSON calls to one base URL, each recorded; `timeoutMs` is how long the caller waits for an answer. */
export class ApiClient {
  readonly records: CallRecord[] = [];
  readonly #base: string;
  readonly #startedAt: number;

  constructor(base: string, startedAt: number) {
    this.#base = base;
    this.#startedAt = startedAt;
  }

  async call(
    op: string,
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
  ): Promise<Answer> {
    const answer = await this.#send(method, path, options);
    const outcome =
      answer.kind !== 'answer'
        ? answer.kind
        : answer.status >= 500
          ? '5xx'
          : answer.status >= 400
            ? 'refused'
            : 'ok';
    const reason =
      answer.kind === 'network'
        ? answer.reason
        : answer.kind === 'answer' && answer.status >= 500
          ? String(answer.body.code ?? answer.status)
          : undefined;
    this.records.push({ at: Date.now() - this.#startedAt, op, outcome, ...(reason ? { reason } : {}) });
    return answer;
  }

  async #send(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number },
  ): Promise<Answer> {
    try {
      const response = await fetch(this.#base + path, {
        method,
        headers: {
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        body: options.body === undefined ? null : JSON.stringify(options.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
      const text = await response.text();
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        body = { text };
      }
      return { kind: 'answer', status: response.status, body };
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') return { kind: 'timeout' };
      const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
      return { kind: 'network', reason: cause?.code ?? cause?.message ?? (error as Error).message };
    }
  }

  /** Signs in; undefined when the answer is not a session (Redis away: RATE_LIMIT_UNAVAILABLE, or a fault). */
  async signIn(email: string, password: string): Promise<{ device?: Device; answer: Answer }> {
    const deviceUniqueId = randomUUID();
    const answer = await this.call('sign-in', 'POST', '/api/auth/sign-in', {
      body: { email, password, deviceUniqueId },
    });
    if (answer.kind !== 'answer' || answer.status !== 200) return { answer };
    const session = answer.body as unknown as AuthSession;
    const key = deriveSessionDataKey(session.sessionKey);
    const device: Device = {
      customerId: session.user.id,
      headers: () => ({
        authorization: `Bearer ${session.accessToken}`,
        'session-data': encryptSessionData(key, {
          userId: session.user.id,
          deviceUniqueId,
          epochMillis: Date.now(),
        }),
      }),
    };
    return { device, answer };
  }
}

/** True for what a client retries: the request may not have run, could not run now, or is still running. */
export const isRetryable = (answer: Answer) =>
  answer.kind !== 'answer' || answer.status >= 500 || answer.body.code === 'IDEMPOTENCY_IN_FLIGHT';

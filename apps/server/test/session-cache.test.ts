import { describe, expect, it } from 'vitest';
import type { Authenticated } from '../src/modules/auth/service.ts';
import { SessionCache } from '../src/modules/auth/session-cache.ts';

const authenticated = (sessionId: string, customerId: string) =>
  ({
    session: { id: sessionId, customerId, lastActivityAt: new Date(0) },
    customer: { id: customerId },
  }) as unknown as Authenticated;

/** A cache on a hand-moved clock, listening, and a loader that counts its database reads. */
function setUp(options: { maxEntries?: number } = {}) {
  let now = 0;
  const cache = new SessionCache({ ttlMs: 1000, maxEntries: options.maxEntries ?? 10, now: () => now });
  cache.listening();
  const reads: string[] = [];
  const read = (sessionId: string, customerId = 'customer-1') =>
    cache.read(sessionId, async () => {
      reads.push(sessionId);
      return authenticated(sessionId, customerId);
    });
  return { cache, reads, read, advance: (ms: number) => (now += ms) };
}

describe('the session cache', () => {
  it('reads a session from the database once, then answers from memory until its time is up', async () => {
    const { read, reads, advance } = setUp();
    await read('s1');
    advance(999);
    expect((await read('s1'))?.session.id).toBe('s1');
    expect(reads).toEqual(['s1']);
    advance(1);
    await read('s1');
    expect(reads).toEqual(['s1', 's1']);
  });

  it('reads again after a notice that the session or its customer changed', async () => {
    const { cache, read, reads } = setUp();
    await read('s1', 'c1');
    await read('s2', 'c1');
    await read('s3', 'c2');
    cache.notice('taka_session_changed', 's1');
    await read('s1', 'c1');
    cache.notice('taka_customer_changed', 'c1');
    await Promise.all([read('s1', 'c1'), read('s2', 'c1'), read('s3', 'c2')]);
    expect(reads).toEqual(['s1', 's2', 's3', 's1', 's1', 's2']);
  });

  it('does not keep a read that was under way when a change was heard: it may hold the state before it', async () => {
    const { cache, reads } = setUp();
    let finish: () => void = () => {};
    const slow = cache.read('s1', async () => {
      reads.push('s1');
      await new Promise<void>((resolve) => (finish = resolve));
      return authenticated('s1', 'c1');
    });
    cache.notice('taka_session_changed', 'other');
    finish();
    await slow;
    await cache.read('s1', async () => {
      reads.push('s1 again');
      return authenticated('s1', 'c1');
    });
    expect(reads).toEqual(['s1', 's1 again']);
  });

  it('keeps nothing before it listens, or after the news may have been missed, until it listens again', async () => {
    const { cache, read, reads } = setUp();
    await read('s1');
    cache.interrupted();
    await read('s1');
    await read('s1');
    expect(reads).toEqual(['s1', 's1', 's1']);
    cache.listening();
    await read('s1');
    await read('s1');
    expect(reads).toHaveLength(4);
  });

  it('keeps at most maxEntries sessions, dropping the one stored longest ago', async () => {
    const { cache, read, reads } = setUp({ maxEntries: 2 });
    await read('s1');
    await read('s2');
    await read('s3');
    expect(cache.size).toBe(2);
    await read('s1');
    await read('s3');
    expect(reads).toEqual(['s1', 's2', 's3', 's1']);
  });

  it('refreshes the activity time of a kept session that this instance wrote', async () => {
    const { cache, read } = setUp();
    await read('s1');
    const at = new Date(5000);
    cache.touched('s1', at);
    expect((await read('s1'))?.session.lastActivityAt).toEqual(at);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './http-client';
import { getSession, saveSession } from '@/shared/session/session-store';
import { ENDED_KEY } from '@/shared/session/storage-keys';
import { testSession } from '@/shared/testing/test-session';
import { base64UrlDecode } from './session-data';

const session = testSession;
const { sessionKey } = session;

/** The epochMillis a Session-Data header carries, decrypted as the server does. */
async function timestampOf(header: string): Promise<number> {
  const ikm = await crypto.subtle.importKey('raw', base64UrlDecode(sessionKey), 'HKDF', false, ['deriveKey']);
  const key = await crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new TextEncoder().encode('taka-session-data-v1'),
      info: new TextEncoder().encode('aes-256-gcm'),
    },
    ikm,
    { name: 'AES-GCM', length: 256 },
    false,
    ['decrypt'],
  );
  const raw = base64UrlDecode(header);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: raw.slice(0, 12) }, key, raw.slice(12));
  return Number(new TextDecoder().decode(plain).split(':::')[2]);
}

/** A server whose clock is `serverTime` and that refuses Session-Data more than two minutes away from it. */
function serverAt(serverTime: number) {
  const seen: number[] = [];
  const fetchMock = vi.fn(async (_path: string, init: RequestInit) => {
    const stamp = await timestampOf((init.headers as Record<string, string>)['Session-Data']!);
    seen.push(stamp);
    const headers = { date: new Date(serverTime).toUTCString(), 'content-type': 'application/json' };
    if (Math.abs(stamp - serverTime) > 120_000) {
      const body = {
        statusCode: 401,
        code: 'SESSION_DATA_INVALID',
        message: 'The session could not be verified.',
      };
      return new Response(JSON.stringify(body), { status: 401, headers });
    }
    return new Response(JSON.stringify({ ok: true }), { status: 200, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, seen };
}

describe('apiRequest and a device clock that is wrong', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('re-signs a refused request in server time and succeeds', async () => {
    const serverTime = Date.now() - 10 * 60_000; // the device runs ten minutes fast
    const { fetchMock, seen } = serverAt(serverTime);

    const answer = await apiRequest('/api/common/user', { schema: z.object({ ok: z.boolean() }), session });

    expect(answer).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(Math.abs(seen[1]! - serverTime)).toBeLessThan(120_000);

    // Later requests are signed in server time from the start.
    await apiRequest('/api/common/user', { schema: z.object({ ok: z.boolean() }), session });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a refusal that has nothing to do with the clock', async () => {
    const { fetchMock } = serverAt(Date.now() + 30 * 60_000);
    await apiRequest('/api/common/user', { schema: z.unknown(), session }); // learns the skew
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ statusCode: 401, code: 'INVALID_TOKEN', message: 'Invalid token' }), {
          status: 401,
          headers: { date: new Date(Date.now() + 30 * 60_000).toUTCString() },
        }),
    );
    fetchMock.mockClear();

    await expect(apiRequest('/api/common/user', { schema: z.unknown(), session })).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('a refusal of the stored session', () => {
  const answer = (code: string) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ statusCode: 401, code, message: code }), { status: 401 }),
      ),
    );
  /** The page at /statement?account=1, with its navigations recorded. */
  function onPage(pathname = '/statement', search = '?account=1') {
    const location = { pathname, search, hash: '', replace: vi.fn(), reload: vi.fn() };
    vi.stubGlobal('location', location);
    return location;
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
  /** Whether the call is still unanswered once its refusal has been handled: the page is being left. */
  const leftUnanswered = async (call: Promise<unknown>) =>
    (await Promise.race([
      call.then(
        () => 'answered',
        () => 'refused',
      ),
      new Promise((resolve) => setTimeout(() => resolve('unanswered'), 50)),
    ])) === 'unanswered';

  it('forgets the session and goes to sign-in saying why, and back to the page after', async () => {
    saveSession(session);
    const location = onPage();
    answer('SESSION_PASSWORD_CHANGED');
    // the caller never sees the refusal (nothing of it on screen or in the console): the page goes to sign-in
    expect(await leftUnanswered(apiRequest('/api/accounts', { schema: z.unknown() }))).toBe(true);
    expect(getSession()).toBeNull();
    expect(location.replace).toHaveBeenCalledWith(
      '/sign-in?signedOut=password-changed&redirectURL=%2Fstatement%3Faccount%3D1',
    );
    expect(location.reload).not.toHaveBeenCalled();
    // the other tabs of the browser say the same
    expect(localStorage.getItem(ENDED_KEY)).toBe('password-changed');
  });

  it('says the session was signed out elsewhere for a signed-out one, never to come back to sign-out', async () => {
    saveSession(session);
    const location = onPage('/sign-out', '');
    answer('SESSION_SIGNED_OUT');
    expect(await leftUnanswered(apiRequest('/api/accounts', { schema: z.unknown() }))).toBe(true);
    expect(location.replace).toHaveBeenCalledWith('/sign-in?signedOut=elsewhere');
  });

  it('starts the page again, saying nothing, for a refusal that gives no reason', async () => {
    saveSession(session);
    const location = onPage();
    answer('INVALID_TOKEN');
    expect(await leftUnanswered(apiRequest('/api/accounts', { schema: z.unknown() }))).toBe(true);
    expect(getSession()).toBeNull();
    expect(location.reload).toHaveBeenCalled();
    expect(location.replace).not.toHaveBeenCalled();
    expect(localStorage.getItem(ENDED_KEY)).toBeNull();
  });

  it('leaves alone a session stored after the refused one was sent (a sign-in in another tab)', async () => {
    saveSession(session);
    const location = onPage();
    const next = { ...session, accessToken: 'next-token' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        saveSession(next);
        return new Response(JSON.stringify({ statusCode: 401, code: 'SESSION_REVOKED', message: 'x' }), {
          status: 401,
        });
      }),
    );
    await expect(apiRequest('/api/accounts', { schema: z.unknown() })).rejects.toMatchObject({
      code: 'SESSION_REVOKED',
    });
    expect(getSession()).toEqual(next);
    expect(location.replace).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
  });
});

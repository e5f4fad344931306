import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fetchEarly, takeEarlyResponse } from './early-fetch';
import { DASHBOARD_REQUESTS, fetchSignedInFirstViewEarly, SHELL_REQUESTS } from './first-view-requests';
import { apiRequest } from './http-client';
import { LOCKED_KEY, SESSION_KEY } from '@/shared/session/storage-keys';
import { testSession } from '@/shared/testing/test-session';

const ConfigSchema = z.object({ demoLayer: z.boolean() });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a guest GET started before the app', () => {
  it('answers the app’s first request for it, once; later requests go to the network', async () => {
    let served = 0;
    const fetchMock = vi.fn(async () => {
      served++;
      return new Response(JSON.stringify({ demoLayer: served === 1 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);

    fetchEarly('/api/meta/client-config');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const first = await apiRequest('/api/meta/client-config', { schema: ConfigSchema, session: null });
    expect(first).toEqual({ demoLayer: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const second = await apiRequest('/api/meta/client-config', { schema: ConfigSchema, session: null });
    expect(second).toEqual({ demoLayer: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used for another path', async () => {
    const fetchMock = vi.fn(async () => new Response('{"demoLayer":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    fetchEarly('/i18n/en.json');
    await apiRequest('/api/meta/client-config', { schema: ConfigSchema, session: null });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]).toEqual(['/api/meta/client-config', expect.any(Object)]);
    // Still waiting for its own path's request (and taken here: test files share a worker's modules).
    expect(takeEarlyResponse('/i18n/en.json')).toBeInstanceOf(Promise);
  });
});

describe('a signed GET started before the app', () => {
  const signing = {
    accessToken: testSession.accessToken,
    sessionKey: testSession.sessionKey,
    userId: testSession.user.id,
  };
  const answering = () =>
    vi.fn(async (_path: string, _init: RequestInit) => new Response('{"demoLayer":true}', { status: 200 }));

  it('goes out with the session’s token and Session-Data, and answers the app’s request made with that session', async () => {
    const fetchMock = answering();
    vi.stubGlobal('fetch', fetchMock);
    fetchEarly('/api/accounts', signing);
    expect(await apiRequest('/api/accounts', { schema: ConfigSchema, session: testSession })).toEqual({
      demoLayer: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const headers = fetchMock.mock.calls[0]![1].headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${testSession.accessToken}`);
    expect(headers['Session-Data']).toMatch(/^[\w-]{40,}$/);
  });

  it('does not answer a request made with another session, nor a guest’s', async () => {
    const fetchMock = answering();
    vi.stubGlobal('fetch', fetchMock);
    fetchEarly('/api/accounts', signing);
    await apiRequest('/api/accounts', {
      schema: ConfigSchema,
      session: { ...testSession, accessToken: 'other' },
    });
    fetchEarly('/api/accounts', signing);
    await apiRequest('/api/accounts', { schema: ConfigSchema, session: null });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
  });
});

describe('an early GET that fails', () => {
  it('fails the app’s request for it as a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    fetchEarly('/api/meta/client-config');
    await expect(
      apiRequest('/api/meta/client-config', { schema: ConfigSchema, session: null }),
    ).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('the signed-in first view’s requests', () => {
  const requestedPaths = (fetchMock: ReturnType<typeof vi.fn>) =>
    fetchMock.mock.calls.map(([path]) => path as string).sort();
  const ALL = [...Object.values(SHELL_REQUESTS), ...Object.values(DASHBOARD_REQUESTS)].sort();

  afterEach(() => {
    localStorage.clear();
    for (const path of ALL) takeEarlyResponse(path, testSession.accessToken);
  });

  it('start when a signed-in customer opens the dashboard', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(SESSION_KEY, JSON.stringify(testSession));
    fetchSignedInFirstViewEarly('/dashboard');
    await vi.waitFor(() => expect(requestedPaths(fetchMock)).toEqual(ALL));
  });

  it('do not start for a guest, a locked session or another page', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    fetchSignedInFirstViewEarly('/dashboard');
    localStorage.setItem(SESSION_KEY, JSON.stringify(testSession));
    fetchSignedInFirstViewEarly('/statement');
    localStorage.setItem(LOCKED_KEY, 'true');
    fetchSignedInFirstViewEarly('/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

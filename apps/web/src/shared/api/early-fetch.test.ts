import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fetchEarly, takeEarlyResponse } from './early-fetch';
import { apiRequest } from './http-client';

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

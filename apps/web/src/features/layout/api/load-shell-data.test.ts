import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { loadShellData } from './load-shell-data';

afterEach(() => vi.unstubAllGlobals());

const NAVIGATION = { default: [], compact: [], futuristic: [], horizontal: [] };
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('loadShellData', () => {
  it('asks for the customer and the unread count beside the navigation, and waits only for the navigation', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        asked.push(path);
        // The customer and the count never answer here: the shell must not wait for them.
        return path === '/api/common/navigation' ? Promise.resolve(json(NAVIGATION)) : new Promise(() => {});
      }),
    );
    const queryClient = new QueryClient();

    await loadShellData(queryClient, () => Promise.resolve(false));

    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/common/navigation',
        '/api/common/user',
        '/api/notification-service/instant-notification/total/unread/alerts',
      ]),
    );
    expect(asked).not.toContain('/api/common/messages');
  });
});

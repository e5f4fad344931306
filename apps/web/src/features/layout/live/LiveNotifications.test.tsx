import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { clearSession, saveSession } from '@/shared/session/session-store';
import { createTestI18n } from '@/shared/testing/render-with-providers';
import { testSession } from '@/shared/testing/test-session';
import { ToastProvider } from '@/shared/ui/toast/ToastProvider';
import { LiveNotifications } from './LiveNotifications';

const session = { ...testSession, accessToken: 'token-1' };

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <I18nextProvider i18n={createTestI18n()}>
      <ToastProvider>{children}</ToastProvider>
    </I18nextProvider>
  </QueryClientProvider>
);

/** A notification stream that stays open until the test ends it, as the server does when the session ends. */
function openStream() {
  let end = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('retry: 20\n\n'));
      end = () => controller.close();
    },
  });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    end: () => end(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('LiveNotifications', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('follows the stream only while signed in, and does not reconnect unsigned after a sign-out', async () => {
    const streams: ReturnType<typeof openStream>[] = [];
    const fetch = vi.fn().mockImplementation(() => {
      streams.push(openStream());
      return Promise.resolve(streams.at(-1)!.response);
    });
    vi.stubGlobal('fetch', fetch);
    saveSession(session);
    render(<LiveNotifications />, { wrapper });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]![1].headers.Authorization).toBe('Bearer token-1');

    // signed out: the app forgets the session and the server ends the stream; the stream's retry (20 ms) passes
    act(() => clearSession());
    streams[0]!.end();
    await sleep(200);
    expect(fetch).toHaveBeenCalledTimes(1);

    // signed in again (a new session), the stream follows the new one
    act(() => saveSession({ ...session, accessToken: 'token-2' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls[1]![1].headers.Authorization).toBe('Bearer token-2');
  });
});

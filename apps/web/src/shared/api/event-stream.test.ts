import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, EventStreamParser, followEventStream, type ServerSentEvent } from './event-stream';

describe('EventStreamParser', () => {
  it('dispatches an event at the blank line, whatever the chunks', () => {
    const parser = new EventStreamParser();
    expect(parser.push('event: notif')).toEqual([]);
    expect(parser.push('ication\nid: 7\ndata: {"a"')).toEqual([]);
    expect(parser.push(':1}\n\n')).toEqual([{ event: 'notification', data: '{"a":1}', id: '7' }]);
  });

  it('joins data lines, names unnamed events message, and ignores comments and unknown fields', () => {
    const parser = new EventStreamParser();
    expect(parser.push(':\n\n: heartbeat\n\ndata: one\ndata:two\nfoo: bar\n\n')).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('takes CRLF and CR line endings, a CRLF split across chunks included', () => {
    const parser = new EventStreamParser();
    expect(parser.push('event: refresh\r\ndata: {}\r')).toEqual([]);
    expect(parser.push('\n\r\n')).toEqual([{ event: 'refresh', data: '{}' }]);
    expect(parser.push('data: x\r\r\n')).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('drops an event without data and keeps the retry the server asks for', () => {
    const parser = new EventStreamParser();
    expect(parser.push('retry: 1500\n\nevent: refresh\n\n')).toEqual([]);
    expect(parser.retryMs).toBe(1500);
    expect(parser.push('retry: soon\n\n')).toEqual([]);
    expect(parser.retryMs).toBe(1500);
  });
});

describe('backoffDelay', () => {
  it('doubles from the base up to 30 s, of which a random half', () => {
    const low = (failures: number) => backoffDelay(failures, 1_000, () => 0);
    const high = (failures: number) => backoffDelay(failures, 1_000, () => 1);
    expect([0, 1, 2, 3].map(low)).toEqual([500, 1_000, 2_000, 4_000]);
    expect([0, 1, 2, 3].map(high)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(high(20)).toBe(30_000);
    expect(low(20)).toBe(15_000);
  });
});

describe('followEventStream', () => {
  afterEach(() => vi.unstubAllGlobals());

  const streamOf = (text: string) =>
    new Response(new TextEncoder().encode(text), { headers: { 'content-type': 'text/event-stream' } });

  it('reconnects after the server ends the stream, saying it is open again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(streamOf('retry: 5\n\nevent: refresh\ndata: {}\n\n'))
      .mockResolvedValueOnce(streamOf('event: notification\ndata: {"id":1}\n\n'))
      .mockResolvedValue(
        new Response('{"statusCode":401,"code":"INVALID_TOKEN","message":"x"}', { status: 401 }),
      );
    vi.stubGlobal('fetch', fetch);
    const events: ServerSentEvent[] = [];
    const opens: boolean[] = [];
    await followEventStream('/api/stream', {
      signal: new AbortController().signal,
      onEvent: (event) => events.push(event),
      onOpen: (again) => opens.push(again),
    });
    expect(events.map((event) => event.event)).toEqual(['refresh', 'notification']);
    expect(opens).toEqual([false, true]);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls[0]![1].headers.Accept).toBe('text/event-stream');
  });

  it('tries again after a network failure or a 503, and stops when aborted', async () => {
    const abort = new AbortController();
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockImplementation(() => {
        abort.abort();
        return Promise.reject(new DOMException('aborted', 'AbortError'));
      });
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    vi.useFakeTimers();
    const done = followEventStream('/api/stream', { signal: abort.signal, onEvent: () => {} });
    await vi.runAllTimersAsync();
    await done;
    vi.useRealTimers();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('opens the connection again when it falls silent', async () => {
    const abort = new AbortController();
    // like a real fetch, aborting the request errors its body; the server sends nothing after the retry line
    const fetch = vi.fn((_path: string, init: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('retry: 5\n\n'));
          init.signal!.addEventListener('abort', () =>
            controller.error(new DOMException('aborted', 'AbortError')),
          );
        },
      });
      return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
    });
    vi.stubGlobal('fetch', fetch);
    const opens: boolean[] = [];
    const done = followEventStream('/api/stream', {
      signal: abort.signal,
      silenceMs: 20,
      onEvent: () => {},
      onOpen: (again) => {
        opens.push(again);
        if (opens.length === 2) abort.abort();
      },
    });
    await done;
    expect(opens).toEqual([false, true]);
  });
});

import { isApiRequestError } from './api-error';
import { apiStream } from './http-client';

/** One server-sent event: its type (`message` when unnamed) and data lines joined. */
export type ServerSentEvent = { event: string; data: string; id?: string };

/**
 * Splits a text/event-stream into events as chunks arrive (the WHATWG rules: any line ending, `field: value`
 * lines, comments ignored, a blank line dispatches, an event without data is dropped).
 */
export class EventStreamParser {
  #buffer = '';
  #event = '';
  #data: string[] = [];
  #id: string | undefined;
  /** The `retry` the server last asked for, in milliseconds. */
  retryMs: number | undefined;

  push(chunk: string): ServerSentEvent[] {
    const events: ServerSentEvent[] = [];
    this.#buffer += chunk;
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.#buffer);
      // a lone \r at the end may be the first half of \r\n: wait for the next chunk
      if (!match || (match[0] === '\r' && match.index === this.#buffer.length - 1)) break;
      const line = this.#buffer.slice(0, match.index);
      this.#buffer = this.#buffer.slice(match.index + match[0].length);
      const event = this.#line(line);
      if (event) events.push(event);
    }
    return events;
  }

  #line(line: string): ServerSentEvent | undefined {
    if (line === '') {
      const event =
        this.#data.length > 0
          ? {
              event: this.#event || 'message',
              data: this.#data.join('\n'),
              ...(this.#id && { id: this.#id }),
            }
          : undefined;
      this.#event = '';
      this.#data = [];
      return event;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.#event = value;
    else if (field === 'data') this.#data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.#id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
    return undefined;
  }
}

const BACKOFF_MAX_MS = 30_000;

/**
 * The pause before reconnecting after `failures` drops in a row: doubling from `baseMs` up to 30 s, of which a
 * random half, so that clients dropped together (a server restart) do not all come back at the same moment.
 */
export function backoffDelay(failures: number, baseMs = 1_000, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, baseMs * 2 ** Math.max(0, failures));
  return ceiling / 2 + random() * (ceiling / 2);
}

export type FollowOptions = {
  signal: AbortSignal;
  /**
   * Silence after which the connection counts as dead and is opened again: longer than two of the server's
   * heartbeats (20 s), so a connection lost without a word (a network change) does not stay open forever.
   */
  silenceMs?: number;
  onEvent(event: ServerSentEvent): void;
  /** The stream is open; `again` after a drop, when events may have been missed meanwhile. */
  onOpen?(again: boolean): void;
};

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** A refusal no retry changes: the session ended (401) or locked (423), or the request is wrong. */
const final = (error: unknown) =>
  isApiRequestError(error) && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);

/**
 * Follows a server-sent event stream of the API until `signal` aborts: reconnects with backoff and jitter after
 * every drop, and stops for good on a refusal (a 401 or 423 has already signed out or locked the session).
 */
export async function followEventStream(path: string, options: FollowOptions): Promise<void> {
  const { signal } = options;
  let failures = 0;
  let opened = false;
  let retryMs: number | undefined;
  while (!signal.aborted) {
    const connection = new AbortController();
    const stop = () => connection.abort();
    signal.addEventListener('abort', stop);
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(stop, options.silenceMs ?? 50_000);
    };
    try {
      const response = await apiStream(path, { signal: connection.signal });
      options.onOpen?.(opened);
      opened = true;
      failures = 0;
      heard();
      const parser = new EventStreamParser();
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        heard();
        for (const event of parser.push(value)) options.onEvent(event);
      }
      retryMs = parser.retryMs ?? retryMs;
    } catch (error) {
      if (signal.aborted || final(error)) return;
    } finally {
      clearTimeout(silence);
      signal.removeEventListener('abort', stop);
    }
    await sleep(backoffDelay(failures++, retryMs), signal);
  }
}

import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Device } from './client.ts';

export const STREAM_PATH = '/api/notification-service/instant-notification/stream';

/** A server-sent event as it arrived; a comment line (heartbeat) is `{ comment: true }`. */
export type ReceivedEvent = { event?: string; data?: string; comment?: true };

export type OpenStream = {
  status: number;
  /** The answer's body when it was a refusal. */
  body: string;
  headers: Headers;
  events: ReceivedEvent[];
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  hasEnded(): boolean;
  close(): void;
};

/** The app listening on a port of its own (streams need a real connection: `inject` waits for the whole answer). */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Opens the notification stream at `baseUrl` with `headers` and collects what it sends. */
export async function openStream(baseUrl: string, headers: Record<string, string>): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(baseUrl + STREAM_PATH, { headers, signal: abort.signal });
  const events: ReceivedEvent[] = [];
  let ended = false;
  if (!response.ok) {
    return {
      status: response.status,
      body: await response.text(),
      headers: response.headers,
      events,
      ended: Promise.resolve(),
      hasEnded: () => true,
      close: () => {},
    };
  }
  const read = async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const received: ReceivedEvent = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) received.comment = true;
            else if (line.startsWith('event: ')) received.event = line.slice(7);
            else if (line.startsWith('data: ')) received.data = line.slice(6);
          }
          events.push(received);
        }
      }
    } catch {
      // aborted by the test
    } finally {
      ended = true;
    }
  };
  return {
    status: response.status,
    body: '',
    headers: response.headers,
    events,
    ended: read(),
    hasEnded: () => ended,
    close: () => abort.abort(),
  };
}

/** Opens the stream as the signed-in `device`. */
export const streamOf = (baseUrl: string, device: Device) => openStream(baseUrl, device.headers());

/** The notifications a stream carried, parsed. */
export const notificationsOn = (stream: OpenStream) =>
  stream.events
    .filter((event) => event.event === 'notification')
    .map((event) => JSON.parse(event.data!) as Record<string, unknown>);

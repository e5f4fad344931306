import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a subscriber to database notices (LISTEN/NOTIFY) hears. */
export type NoticeHandlers = {
  notice(channel: string, payload: string): void;
  /** From now on every notice arrives: the first subscription, and again after a lost connection is back. */
  listening(): void;
  /** The listening connection is gone: notices sent from now until the next `listening` are lost. */
  interrupted(): void;
};

/** Ends a subscription. */
export type StopListening = () => Promise<void>;

const RECONNECT_DELAYS_MS = [100, 1000, 5000];

/**
 * LISTENs on its own PostgreSQL connection (a pooled one would be handed to other queries). A lost connection is
 * reported and opened again, with a growing pause between tries; TCP keep-alive notices a silent loss.
 */
export async function listenOnPostgres(
  url: string,
  channels: readonly string[],
  handlers: NoticeHandlers,
): Promise<StopListening> {
  let stopped = false;
  let current: pg.Client | null = null;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    void client.end().catch(() => {});
    handlers.interrupted();
    schedule();
  };
  const schedule = () => {
    if (stopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures++;
    retry = setTimeout(() => void connect(), delay);
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    current = client;
    client.on('notification', (message) => handlers.notice(message.channel, message.payload ?? ''));
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      for (const channel of channels) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      lost(client);
      return;
    }
    if (current !== client || stopped) return;
    failures = 0;
    handlers.listening();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}

/** LISTENs on the embedded database: one process, one connection that never drops. */
export async function listenOnPglite(
  client: PGlite,
  channels: readonly string[],
  handlers: NoticeHandlers,
): Promise<StopListening> {
  const stops = await Promise.all(
    channels.map((channel) => client.listen(channel, (payload) => handlers.notice(channel, payload))),
  );
  handlers.listening();
  return async () => {
    for (const stop of stops) await stop();
  };
}

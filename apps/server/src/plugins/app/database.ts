import { hkdfSync } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../../db/availability.ts';
import { databaseTargetFor, openDatabase, type Database, type DatabaseHandle } from '../../db/client.ts';
import { seed } from '../../db/seed/index.ts';
import { jwtKey } from '../../modules/auth/tokens.ts';
import { sessionStillOpen, type AuthDeps } from '../../modules/auth/service.ts';
import { SESSION_NOTICE_CHANNELS, SessionCache } from '../../modules/auth/session-cache.ts';
import { outboxChannel, type MessageChannel } from '../../modules/messaging/channel.ts';
import { LiveNotifications, NOTIFICATION_NOTICE_CHANNEL } from '../../modules/notifications/live.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: Database;
    channel: MessageChannel;
    authDeps: AuthDeps;
    liveNotifications: LiveNotifications;
  }
}

export type DatabasePluginOptions = {
  /** A database opened (and migrated, seeded) by the caller, who also closes it; tests pass theirs. */
  database?: DatabaseHandle | undefined;
  channel?: MessageChannel | undefined;
};

/** A session used within this long of its last load needs no database read; notices drop it sooner (decision 011). */
const SESSION_CACHE = { ttlMs: 30_000, maxEntries: 50_000 };

/** The open notification streams one customer may hold on an instance; a new one ends the oldest. */
const MAX_STREAMS_PER_CUSTOMER = 5;

/** How long a starting instance waits for its database to come up before it gives up. */
const STARTUP_WAIT_MS = 90_000;

/** Runs `work`, again every second while the database is unreachable (an instance started before it). */
async function whenDatabaseAnswers(log: FastifyBaseLogger, work: () => Promise<void>): Promise<void> {
  const giveUpAt = Date.now() + STARTUP_WAIT_MS;
  for (;;) {
    try {
      return await work();
    } catch (err) {
      if (!isDatabaseUnavailable(err) || Date.now() > giveUpAt) throw err;
      log.warn({ err }, 'database unavailable; trying again');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

/**
 * Opens the configured database (PGlite in DATA_DIR or PostgreSQL), applies migrations, seeds on first start and
 * closes it with the app. Also wires what the modules need from it: the message channel, the auth secrets and the
 * session cache, which hears of changed sessions from the database.
 */
export default fp<DatabasePluginOptions>(
  async function database(fastify, options) {
    let handle = options.database;
    if (!handle) {
      const target = databaseTargetFor(fastify.config);
      if (target.kind === 'postgres') {
        target.onIdleConnectionError = (err) => fastify.log.warn({ err }, 'database connection lost');
      }
      const opened = await openDatabase(target);
      fastify.addHook('onClose', () => opened.close());
      await whenDatabaseAnswers(fastify.log, () => opened.migrate());
      await seed(opened.db, { now: fastify.clock.now(), demo: fastify.config.nodeEnv !== 'production' });
      fastify.log.info({ database: opened.kind }, 'database ready');
      handle = opened;
    }
    const { db } = handle;
    const channel = options.channel ?? outboxChannel(db, fastify.clock);
    const sessionCache = new SessionCache(SESSION_CACHE);
    const authDeps: AuthDeps = {
      db,
      clock: fastify.clock,
      channel,
      keys: {
        jwt: jwtKey(fastify.config.jwtSecret),
        otp: Buffer.from(hkdfSync('sha256', fastify.config.jwtSecret, 'taka-otp-v1', 'hmac-sha256', 32)),
      },
      idleLockMinutes: fastify.config.sessionIdleMinutes,
      sessions: sessionCache,
    };
    const live = new LiveNotifications({
      db,
      sessionOpen: (auth) => sessionStillOpen(authDeps, auth),
      heartbeatMs: fastify.config.streamHeartbeatMs,
      maxStreamsPerCustomer: MAX_STREAMS_PER_CUSTOMER,
      onError: (err) => fastify.log.warn({ err }, 'notification stream'),
    });
    // One listening connection per instance: the session cache hears first, so a stream's check reads afresh.
    const stopListening = await handle.listen([...SESSION_NOTICE_CHANNELS, NOTIFICATION_NOTICE_CHANNEL], {
      notice(channel, payload) {
        sessionCache.notice(channel, payload);
        live.notice(channel, payload);
      },
      listening() {
        sessionCache.listening();
        live.listening();
      },
      interrupted() {
        sessionCache.interrupted();
        live.interrupted();
      },
    });
    // Open streams would hold the server's close until its timeout: they end as closing starts.
    fastify.addHook('preClose', async () => live.close());
    fastify.addHook('onClose', stopListening);
    fastify.decorate('database', handle);
    fastify.decorate('db', db);
    fastify.decorate('channel', channel);
    fastify.decorate('authDeps', authDeps);
    fastify.decorate('liveNotifications', live);
  },
  { name: 'database' },
);

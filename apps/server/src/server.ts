import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const app = await buildApp(config);

/**
 * SIGTERM or SIGINT: not ready at once, still serving for SHUTDOWN_DRAIN_MS while the load balancer notices, then
 * close: no new connections, open notification streams end, requests in flight finish, the pool and the LISTEN
 * connection close. Exits within SHUTDOWN_TIMEOUT_MS whatever happens.
 */
async function shutDown(signal: NodeJS.Signals) {
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs).unref();
  app.lifecycle.drain();
  await sleep(config.shutdownDrainMs);
  await app.close();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    shutDown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });

import fp from 'fastify-plugin';
import { accountDirectory } from '../../modules/accounts/directory.ts';
import { createNetworks } from '../../modules/networks/adapters.ts';
import { forgetOldIdempotencyKeys, settleBeftn } from '../../modules/transactions/clearing.ts';
import type { MoneyDeps } from '../../modules/transactions/deps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    money: MoneyDeps;
  }
}

/** How often the server runs BEFTN clearing (which settles only after a window has passed) and key expiry. */
const CLEARING_INTERVAL_MS = 60_000;

/**
 * What the money-movement routes share: the account directory cache, the network adapters and the OTP key; and
 * the timer that runs BEFTN clearing in the server.
 */
export default fp(
  async function money(fastify) {
    const deps: MoneyDeps = {
      db: fastify.db,
      clock: fastify.clock,
      channel: fastify.channel,
      otpKey: fastify.authDeps.keys.otp,
      directory: accountDirectory(fastify.db),
      branches: new Map(),
      networks: createNetworks(),
    };
    fastify.decorate('money', deps);

    let running: Promise<void> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      const now = fastify.clock.now();
      running = settleBeftn(deps, now)
        .then(() => forgetOldIdempotencyKeys(deps, now))
        .catch((err: unknown) => fastify.log.error({ err }, 'BEFTN clearing failed'))
        .finally(() => (running = undefined));
    }, CLEARING_INTERVAL_MS);
    timer.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'money', dependencies: ['database'] },
);

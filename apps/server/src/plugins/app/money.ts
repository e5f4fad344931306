import fp from 'fastify-plugin';
import { accountDirectory } from '../../modules/accounts/directory.ts';
import { createNetworks } from '../../modules/networks/adapters.ts';
import { forgetOldIdempotencyKeys, reconcileNetworks } from '../../modules/transactions/reconcile.ts';
import type { MoneyDeps } from '../../modules/transactions/deps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    money: MoneyDeps;
  }
}

/** NPSB and the wallets answer in seconds; a customer is not kept waiting longer for one that does not. */
const NETWORK_TIMEOUT_MS = 15_000;

/** How often the server reconciles with the external networks (BEFTN clearing included) and forgets old keys. */
const RECONCILE_INTERVAL_MS = 60_000;

/**
 * What the money-movement routes share: the account directory cache, the network adapters and the OTP key; and
 * the timer that runs network reconciliation in the server.
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
      networkTimeoutMs: NETWORK_TIMEOUT_MS,
    };
    fastify.decorate('money', deps);

    let running: Promise<void> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      const now = fastify.clock.now();
      running = reconcileNetworks(deps, now)
        .then((totals) => {
          if (totals.unanswered > 0) fastify.log.warn(totals, 'networks left transfers unanswered');
          return forgetOldIdempotencyKeys(deps, now);
        })
        .catch((err: unknown) => fastify.log.error({ err }, 'network reconciliation failed'))
        .finally(() => (running = undefined));
    }, RECONCILE_INTERVAL_MS);
    timer.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'money', dependencies: ['database'] },
);

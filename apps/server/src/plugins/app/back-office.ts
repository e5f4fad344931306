import fp from 'fastify-plugin';
import { runFdrMaturity } from '../../modules/fdr/maturity.ts';
import { runBackOffice } from '../../modules/service-requests/back-office.ts';

/**
 * The simulated back office of service requests (decision 032): every `backOfficeIntervalMs` it moves on what is due
 * as of the app's clock. Every instance runs one; they share the work by claiming rows with SKIP LOCKED. Stopped on
 * close, after the pass in progress.
 */
export default fp(
  async function backOffice(fastify) {
    const interval = fastify.config.backOfficeIntervalMs;
    if (interval === 0) return;
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = runBackOffice(fastify.money, fastify.clock.now())
        .catch((err: unknown) => fastify.log.error({ err }, 'the back office failed'))
        // Fixed deposits that have reached their day mature on the same pass (decision 034).
        .then(() => runFdrMaturity(fastify.money, fastify.clock.now()))
        .catch((err: unknown) => fastify.log.error({ err }, 'FDR maturity failed'))
        .finally(() => (running = undefined));
    }, interval);
    timer.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'back-office', dependencies: ['money'] },
);

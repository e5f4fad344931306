import fp from 'fastify-plugin';
import { runEStatements } from '../../modules/e-statements/e-statements.ts';

/**
 * The monthly e-statement job (decision 036): every `backOfficeIntervalMs` it sends, as of the app's clock, the
 * statements of last month not sent yet (nothing, once the month's are out). Every instance runs one; row locks and
 * the (account, month) key share the work. Stopped on close, after the pass in progress.
 */
export default fp(
  async function eStatementJob(fastify) {
    const interval = fastify.config.backOfficeIntervalMs;
    if (interval === 0) return;
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = runEStatements(fastify.db, fastify.clock.now())
        .catch((err: unknown) => fastify.log.error({ err }, 'the e-statement job failed'))
        .finally(() => (running = undefined));
    }, interval);
    timer.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'e-statements', dependencies: ['money'] },
);

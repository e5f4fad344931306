import fp from 'fastify-plugin';
import { runScheduler } from '../../modules/schedules/scheduler.ts';

/**
 * The scheduler of standing instructions (decision 028): every `schedulerIntervalMs` it runs what is due, as of the
 * app's clock. Every instance runs one; they share the work by claiming rows with SKIP LOCKED. Stopped on close,
 * after the pass in progress.
 */
export default fp(
  async function scheduler(fastify) {
    const interval = fastify.config.schedulerIntervalMs;
    if (interval === 0) return;
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = runScheduler(fastify.money, fastify.clock.now())
        .then(({ unfinished }) => {
          for (const err of unfinished) fastify.log.warn({ err }, 'a scheduled run is left for a later pass');
        })
        .catch((err: unknown) => fastify.log.error({ err }, 'the scheduler failed'))
        .finally(() => (running = undefined));
    }, interval);
    timer.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'scheduler', dependencies: ['money'] },
);

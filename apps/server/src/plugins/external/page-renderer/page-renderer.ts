import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import type { ApiAnswer, ApiCall, FoundRequest, RenderedPage } from './messages.ts';

/**
 * Renders the web app's pages in worker threads (decision 057), never on the event loop that moves money: a page
 * costs tens of milliseconds of CPU. `serverEntry` is the web build's server bundle; its calls to the API are
 * answered by `fastify` itself (inject), as the renderer's own requests: unsigned, so the API answers what it
 * answers a guest.
 */
export function createPageRenderer(fastify: FastifyInstance, serverEntry: string) {
  const pool = new Piscina({
    filename: new URL('./render-worker.ts', import.meta.url).href,
    workerData: { serverEntry, origin: 'http://localhost' },
    // One core stays the API's.
    minThreads: 1,
    maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
    concurrentTasksPerWorker: 1,
    idleTimeout: 60_000,
  });

  async function answer(call: ApiCall): Promise<ApiAnswer> {
    const response = await fastify.inject({
      method: call.method as 'GET',
      url: call.url,
      headers: call.headers,
      payload: call.body,
    });
    const headers = Object.fromEntries(
      Object.entries(response.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : String(value)]],
      ),
    );
    return { id: call.id, status: response.statusCode, headers, body: response.body };
  }

  return {
    async render(url: string, found: FoundRequest): Promise<RenderedPage> {
      const { port1, port2 } = new MessageChannel();
      port1.on('message', (call: ApiCall) => {
        void answer(call)
          .catch((): ApiAnswer => ({ id: call.id, status: 503, headers: {}, body: '' }))
          .then((reply) => port1.postMessage(reply));
      });
      try {
        return (await pool.run({ url, found, api: port2 }, { transferList: [port2] })) as RenderedPage;
      } finally {
        port1.close();
      }
    },
    close: () => pool.destroy(),
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

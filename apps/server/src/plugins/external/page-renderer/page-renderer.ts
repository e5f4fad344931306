import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import { RENDER_CREDENTIAL_HEADER } from '../../../modules/auth/render-credentials.ts';
import type { ApiAnswer, ApiCall, FoundRequest, RenderedPage } from './messages.ts';

/**
 * Renders the web app's pages in worker threads (decision 057), never on the event loop that moves money: a page
 * costs tens of milliseconds of CPU. `serverEntry` is the web build's server bundle; its calls to the API are
 * answered by `fastify` itself (inject), as calls of the session the page is rendered for, with a render credential
 * the thread never sees; a guest's page calls as a guest. Beyond `queueLimit` pages waiting for a thread it has no
 * room (`hasRoom`): a queue that only grew would answer every page too late to be of use.
 */
export function createPageRenderer(fastify: FastifyInstance, serverEntry: string, queueLimit: number) {
  const pool = new Piscina({
    filename: new URL('./render-worker.ts', import.meta.url).href,
    workerData: { serverEntry, origin: 'http://localhost' },
    // One core stays the API's.
    minThreads: 1,
    maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
    concurrentTasksPerWorker: 1,
    idleTimeout: 60_000,
  });

  async function answer(call: ApiCall, credential: Record<string, string>): Promise<ApiAnswer> {
    const { [RENDER_CREDENTIAL_HEADER]: _notThePages, ...headers } = call.headers;
    const response = await fastify.inject({
      method: call.method as 'GET',
      url: call.url,
      headers: { ...headers, ...credential },
      payload: call.body,
    });
    const answerHeaders = Object.fromEntries(
      Object.entries(response.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : String(value)]],
      ),
    );
    return { id: call.id, status: response.statusCode, headers: answerHeaders, body: response.body };
  }

  return {
    hasRoom: () => pool.queueSize < queueLimit,
    /** Renders the page at `url`, for `sessionId`'s customer (the document cookie's session) or for a guest. */
    async render(url: string, found: FoundRequest, sessionId: string | undefined): Promise<RenderedPage> {
      const credential = sessionId ? fastify.renderCredentials.issue(sessionId) : undefined;
      const { port1, port2 } = new MessageChannel();
      port1.on('message', (call: ApiCall) => {
        void answer(call, credential?.headers ?? {})
          .catch((): ApiAnswer => ({ id: call.id, status: 503, headers: {}, body: '' }))
          .then((reply) => port1.postMessage(reply));
      });
      try {
        return (await pool.run({ url, found, api: port2 }, { transferList: [port2] })) as RenderedPage;
      } finally {
        port1.close();
        credential?.end();
      }
    },
    close: () => pool.destroy(),
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

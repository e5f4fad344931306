/**
 * A page renderer's thread (page-renderer.ts): loads the web app's server bundle and renders one page at a time
 * with it. What the page's code asks the API for while it renders goes to the API's own app in the main thread, over
 * the task's port: no network hop, and no credential leaves the process.
 */
import { setPriority } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { MessagePort } from 'node:worker_threads';
import { workerData } from 'node:worker_threads';
import type { ApiAnswer, ApiCall, FoundRequest, RenderedPage, RenderTask } from './messages.ts';

/** A nice value: the render threads get a core when the API's thread does not want it. */
const RENDER_NICENESS = 10;

type ServerBundle = { renderPage(request: Request, found: FoundRequest): Promise<Response> };

const { serverEntry, origin } = workerData as { serverEntry: string; origin: string };

// Below the API's thread, which moves money: where both want a core, the page waits (on Linux, the priority of the
// calling thread alone; where it cannot be lowered, the thread runs as it is).
try {
  setPriority(RENDER_NICENESS);
} catch {
  // Not permitted here: the pool still keeps one core for the API.
}
const bundle = import(pathToFileURL(serverEntry).href) as Promise<ServerBundle>;

/** The port of the page being rendered: one page at a time per thread. */
let api: MessagePort | undefined;
let nextCallId = 0;
const pending = new Map<number, (answer: ApiAnswer) => void>();

const nativeFetch = globalThis.fetch;
/** The page's own calls (a path of this site) go to the API; any other address is fetched as it would be. */
globalThis.fetch = async (input, init) => {
  const request = new Request(new URL(input instanceof Request ? input.url : String(input), origin), init);
  const url = new URL(request.url);
  if (url.origin !== origin) return nativeFetch(input, init);
  const port = api;
  if (!port) throw new Error(`${request.url} was fetched outside a page's render`);
  const id = nextCallId++;
  const call: ApiCall = {
    id,
    method: request.method,
    url: url.pathname + url.search,
    headers: Object.fromEntries(request.headers),
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text(),
  };
  const answer = await new Promise<ApiAnswer>((resolve) => {
    pending.set(id, resolve);
    port.postMessage(call);
  });
  return new Response(answer.status === 204 ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
};

function onAnswer(answer: ApiAnswer) {
  pending.get(answer.id)?.(answer);
  pending.delete(answer.id);
}

export default async function renderPage(task: RenderTask): Promise<RenderedPage> {
  const { renderPage } = await bundle;
  api = task.api;
  api.on('message', onAnswer);
  try {
    const request = new Request(new URL(task.url, origin), {
      headers: { accept: 'text/html', cookie: task.found.cookie },
    });
    const response = await renderPage(request, task.found);
    return { status: response.status, headers: [...response.headers], body: await response.text() };
  } finally {
    api.off('message', onAnswer);
    api.close();
    api = undefined;
  }
}

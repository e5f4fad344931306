import { getResponse, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { z } from 'zod';
import { applyDelay, type DelayKind } from '../config.ts';
import type { Store } from '../store.ts';

/**
 * The demo layer answers these path prefixes (SPEC 7.3, 7.4); everything else, including api/common/navigation,
 * api/common/user and api/auth/*, belongs to the real server and passes through untouched.
 */
export const DEMO_PATH_PREFIXES = [
  '/api/apps',
  '/api/dashboards',
  '/api/pages',
  '/api/ui',
  '/api/common/messages',
  '/api/common/notifications',
  '/api/common/shortcuts',
  '/api/common/search',
] as const;

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function isDemoPath(pathname: string): boolean {
  return DEMO_PATH_PREFIXES.some((prefix) => under(pathname, prefix));
}

/** A reply outside 200-299; its message is the body text the caller sees as the error. */
export class DemoHttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'DemoHttpError';
    this.status = status;
  }
}

function textResponse(status: number, text: string): Response {
  return new HttpResponse(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

export interface RouteContext {
  request: Request;
  /** A query parameter, or null when absent. */
  query(name: string): string | null;
  /** The JSON body checked against `schema`; a mismatch answers 400 with the problem as text. */
  body<S extends z.ZodType>(schema: S): Promise<z.infer<S>>;
}

function createContext(request: Request): RouteContext {
  const url = new URL(request.url);
  return {
    request,
    query: (name) => url.searchParams.get(name),
    async body(schema) {
      let json: unknown;
      try {
        json = await request.json();
      } catch {
        throw new DemoHttpError(400, 'The request body is not JSON.');
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw new DemoHttpError(400, z.prettifyError(parsed.error));
      return parsed.data;
    },
  };
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One simulated endpoint. `path` is absolute from the origin (`/api/apps/...`) and matches on any origin, so the
 * same handlers serve the browser (same-origin calls) and Node tests (`http://localhost/...`). The resolver's
 * result is answered as JSON (undefined as null); a thrown DemoHttpError becomes a text reply with its status.
 */
export function route(
  method: Method,
  path: string,
  resolve: (context: RouteContext) => unknown,
  delay: DelayKind = 'default',
): HttpHandler {
  return http[method](`*${path}`, async ({ request }) => {
    await applyDelay(delay);
    try {
      const result = await resolve(createContext(request));
      return HttpResponse.json((result ?? null) as JsonBodyType);
    } catch (error) {
      if (error instanceof DemoHttpError) return textResponse(error.status, error.message);
      throw error;
    }
  });
}

/**
 * `route` for resolvers that read `stores`: each is loaded (seeded on its area's first request) before they run,
 * and saved for the session after any call but a GET (a no-op unless the browser turned persistence on).
 */
export function routeWith(...stores: Store<unknown>[]): typeof route {
  return (method, path, resolve, delay) =>
    route(
      method,
      path,
      async (context) => {
        await Promise.all(stores.map((store) => store.load()));
        const result = await resolve(context);
        if (method !== 'get') for (const store of stores) store.save();
        return result;
      },
      delay,
    );
}

/**
 * A demo area whose handlers (with their schemas and code) are imported on the area's first request under one of
 * `prefixes`, as its seed data is on its store's first load: the worker starts with the shell's lists alone. A
 * request the area does not answer falls through to the handlers after this one; a failed import is tried again on
 * the next request.
 */
export function lazyArea(prefixes: readonly string[], load: () => Promise<HttpHandler[]>): HttpHandler {
  let loading: Promise<HttpHandler[]> | undefined;
  const handlers = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return http.all(
    ({ request }) => prefixes.some((prefix) => under(new URL(request.url).pathname, prefix)),
    async ({ request }) => getResponse(await handlers(), request),
  );
}

/** Last in the list: any request under a demo prefix that no handler answered gets 404 `NOT FOUND`. */
export const notFoundHandler: HttpHandler = http.all(
  ({ request }) => isDemoPath(new URL(request.url).pathname),
  () => textResponse(404, 'NOT FOUND'),
);

/** Parses a positive whole number from a query parameter, falling back to `fallback`. */
export function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

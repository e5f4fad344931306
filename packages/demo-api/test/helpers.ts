import { afterAll, afterEach, beforeAll } from 'vitest';
import type { z } from 'zod';
import { createDemoServer, demoServerListenOptions } from '../src/node.ts';
import { demoFetch, resetDemoData } from '../src/index.ts';

/** Starts the demo handlers for this test file (delays 0) and reseeds every store after each test. */
export function useDemoServer(): void {
  const server = createDemoServer();
  beforeAll(() => server.listen(demoServerListenOptions));
  afterEach(() => resetDemoData());
  afterAll(() => server.close());
}

export const url = (path: string) => `http://localhost${path}`;

/** A demo call as the web app makes it; the answer is checked against `schema` when one is given. */
export async function call<S extends z.ZodType = z.ZodType<unknown>>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { body?: unknown; schema?: S } = {},
): Promise<z.infer<S>> {
  const answer = await demoFetch(url(path), { method, body: options.body });
  return options.schema ? options.schema.parse(answer) : (answer as z.infer<S>);
}

export const get = <S extends z.ZodType = z.ZodType<unknown>>(path: string, schema?: S) =>
  call('GET', path, { schema });

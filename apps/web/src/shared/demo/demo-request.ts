import type { z } from 'zod';
import { demoFetch } from '@taka/demo-api/client';

type DemoInit = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown };

/**
 * A call to the demo layer (SPEC 7.4), answered in the browser by its worker: the answer is checked against
 * `schema`; a refusal is a DemoApiError carrying the handler's text. The path is made absolute, as fetch outside a
 * page (a component test) needs.
 */
export async function demoRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  init: DemoInit = {},
): Promise<z.output<S>> {
  return schema.parse(await demoFetch(new URL(path, window.location.href), init));
}

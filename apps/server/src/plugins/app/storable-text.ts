import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.ts';

/** A NUL (PostgreSQL's text cannot hold it) or a lone UTF-16 surrogate (not Unicode text at all). */
// eslint-disable-next-line no-control-regex -- finding the control character is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string (value or key) in `value` that cannot be stored as text, if any. */
export function unstorableTextPath(value: unknown): string | undefined {
  // iterative: a small body can still nest deeper than the call stack
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return path || '_';
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * Every route refuses a body, query or path parameter holding text PostgreSQL cannot store, with the field's name,
 * before any route code runs: one rule at the edge instead of one per schema.
 */
export default fp(
  async function storableText(fastify: FastifyInstance) {
    fastify.addHook('preValidation', async (request: FastifyRequest) => {
      for (const part of [request.params, request.query, request.body]) {
        const path = unstorableTextPath(part);
        if (path !== undefined)
          throw new AppError('VALIDATION_FAILED', { fields: { [path]: 'text.invalid' } });
      }
    });
  },
  { name: 'storable-text' },
);

import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ClientInfo } from '../modules/auth/service.ts';

/**
 * An answer checked against its contract before it leaves: unknown keys are stripped (nothing leaks by accident)
 * and a mismatch is our bug (500), never the client's.
 */
export function answer<S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new Error(`answer does not match its contract:\n${z.prettifyError(result.error)}`);
  return result.data;
}

export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.ts';
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

/**
 * `work` on the part of a body under `path` (`{request: {...}, code}`): the modules name the fields of what they
 * were given, the answer names them by their path in the body the client sent (`request.accountNumber`).
 */
export async function fieldsUnder<T>(path: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    const fields = Object.entries(error.fields).map(([key, message]) => [`${path}.${key}`, message]);
    throw new AppError(error.code, { message: error.message, fields: Object.fromEntries(fields) });
  }
}

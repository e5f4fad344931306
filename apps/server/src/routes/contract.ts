import { EnvelopeErrorSchema, RESPONSE_OK } from '@taka/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, ERRORS } from '../errors.ts';
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

/** A banking envelope's successful answer (SPEC 7.2) around `data`. */
export const envelopeOk = <T>(data: T) => ({
  responseCode: RESPONSE_OK,
  responseMessage: 'Operation successful',
  data,
});

/**
 * A banking-envelope 404 (`responseCode` E404000) whose message a person can read, carrying the ApiError fields too:
 * what the envelope calls (SPEC 7.2) answer for something that is not there.
 */
export const envelopeNotFound = (message: string) =>
  answer(EnvelopeErrorSchema, {
    statusCode: ERRORS.NOT_FOUND.status,
    code: 'NOT_FOUND',
    message,
    responseCode: 'E404000',
    responseMessage: message,
    data: null,
  });

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

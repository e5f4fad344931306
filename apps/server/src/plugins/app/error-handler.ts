import type { ApiError } from '@taka/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../../db/availability.ts';
import { AppError, ERRORS, type ErrorCode } from '../../errors.ts';
import { setSecurityHeaders } from '../external/security-headers.ts';

/** Client errors raised by Fastify and its plugins (bad JSON, body too large...), by status, in catalogue terms. */
const BY_STATUS: Record<number, ErrorCode> = {
  400: 'MALFORMED_REQUEST',
  403: 'NOT_FOUND',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function fieldsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

function catalogued(code: ErrorCode): ApiError {
  return { statusCode: ERRORS[code].status, code, message: ERRORS[code].message };
}

/** Seconds a client is asked to wait before it tries a 503 again. */
const RETRY_AFTER_SECONDS = '2';

/** The answer for any error: a catalogue entry, never a stack trace. Unexpected errors are logged with theirs. */
function toApiError(error: unknown): { body: ApiError; unexpected: boolean } {
  if (isDatabaseUnavailable(error)) return { body: catalogued('DATABASE_UNAVAILABLE'), unexpected: false };
  if (error instanceof ZodError) {
    const { status, message } = ERRORS.VALIDATION_FAILED;
    return {
      body: { statusCode: status, code: 'VALIDATION_FAILED', message, fields: fieldsOf(error) },
      unexpected: false,
    };
  }
  if (error instanceof AppError) {
    const body: ApiError = { statusCode: error.statusCode, code: error.code, message: error.message };
    if (error.fields) body.fields = error.fields;
    return { body, unexpected: false };
  }
  const status = (error as Partial<FastifyError>).statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { body: catalogued(BY_STATUS[status] ?? 'MALFORMED_REQUEST'), unexpected: false };
  }
  return { body: catalogued('INTERNAL_ERROR'), unexpected: true };
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any hook runs (a malformed percent-encoding in the
 * path), answered like every other refusal: catalogue code, security headers, nothing of the URL echoed.
 */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  setSecurityHeaders(request, reply);
  request.log.info({ errorCode: 'MALFORMED_REQUEST', statusCode: 400 }, 'request refused by the router');
  return reply.code(400).header('cache-control', 'no-store').send(catalogued('MALFORMED_REQUEST'));
}

export default fp(
  async function errorHandler(fastify: FastifyInstance) {
    fastify.setErrorHandler(async (error, request, reply) => {
      const { body, unexpected } = toApiError(error);
      if (unexpected) request.log.error({ err: error }, 'unexpected error');
      else if (body.statusCode === 503) request.log.warn({ err: error, errorCode: body.code }, 'unavailable');
      else request.log.info({ errorCode: body.code, statusCode: body.statusCode }, 'request refused');
      if (body.statusCode === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply.code(body.statusCode).header('cache-control', 'no-store').send(body);
    });
  },
  { name: 'error-handler' },
);

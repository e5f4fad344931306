import type { ApiError } from '@taka/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../../db/availability.ts';
import { AppError, ERRORS, type ErrorCode, RETRY_AFTER_SECONDS } from '../../errors.ts';
import { logAnswer } from '../../logging.ts';
import { setSecurityHeaders } from '../external/security-headers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The catalogue code the request was answered with, when refused: its log line says it (RequestLog). */
    errorCode: string | null;
  }
}

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
 * path), answered like every other refusal: catalogue code, security headers, request id, nothing of the URL
 * echoed.
 */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  setSecurityHeaders(request, reply);
  request.errorCode = 'MALFORMED_REQUEST';
  reply
    .code(400)
    .header('cache-control', 'no-store')
    .header('x-request-id', request.id)
    .send(catalogued('MALFORMED_REQUEST'));
  // No route, so no hook runs for it: its one log line is written here.
  logAnswer(request, reply);
  return reply;
}

export default fp(
  async function errorHandler(fastify: FastifyInstance) {
    fastify.decorateRequest('errorCode', null);
    fastify.setErrorHandler(async (error, request, reply) => {
      const { body, unexpected } = toApiError(error);
      request.errorCode = body.code;
      if (unexpected) request.log.error({ err: error }, 'unexpected error');
      else if (body.statusCode === 503) request.log.warn({ err: error }, `unavailable: ${body.code}`);
      if (body.statusCode === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply.code(body.statusCode).header('cache-control', 'no-store').send(body);
    });
  },
  { name: 'error-handler' },
);

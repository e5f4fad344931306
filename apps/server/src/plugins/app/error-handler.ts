import type { ApiError } from '@taka/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { AppError, ERRORS, type ErrorCode } from '../../errors.ts';

/** Fastify's own client errors, by code, in the catalogue's terms. */
const FASTIFY_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
};

function fieldsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The answer for any error: a catalogue entry, never a stack trace. Unexpected errors are logged with theirs. */
function toApiError(error: unknown): { body: ApiError; unexpected: boolean } {
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
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  const status = fastifyError.statusCode ?? 500;
  const code: ErrorCode | undefined =
    known ??
    (status === 429 ? 'RATE_LIMITED' : status >= 400 && status < 500 ? 'MALFORMED_REQUEST' : undefined);
  if (code)
    return {
      body: { statusCode: ERRORS[code].status, code, message: ERRORS[code].message },
      unexpected: false,
    };
  const { status: internal, message } = ERRORS.INTERNAL_ERROR;
  return { body: { statusCode: internal, code: 'INTERNAL_ERROR', message }, unexpected: true };
}

export default fp(
  async function errorHandler(fastify: FastifyInstance) {
    fastify.setErrorHandler(async (error, request, reply) => {
      const { body, unexpected } = toApiError(error);
      if (unexpected) request.log.error({ err: error }, 'unexpected error');
      else request.log.info({ errorCode: body.code, statusCode: body.statusCode }, 'request refused');
      return reply.code(body.statusCode).header('cache-control', 'no-store').send(body);
    });
  },
  { name: 'error-handler' },
);

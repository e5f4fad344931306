import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type ErrorCode } from '../errors.ts';

/** A route's upload: one file in a multipart form, under `field`, at most `maxBytes`. */
export type Upload = {
  field: string;
  maxBytes: number;
  /** The refusal when the form holds no such file (or more than one part). */
  missing: ErrorCode;
  tooLarge: ErrorCode;
};

/** Lets the routes of `fastify`'s scope read multipart forms of one file part and nothing else. */
export async function acceptUploads(fastify: FastifyInstance, upload: Upload) {
  await fastify.register(multipart, {
    limits: { fileSize: upload.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
}

/** @fastify/multipart's refusals of a form that is not one file part (a text field, a second part). */
const NOT_ONE_FILE = new Set(['FST_FIELDS_LIMIT', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * The one file of `upload`, refused with a catalogue code. The parser (busboy) throws plain errors for what a
 * client's bytes get wrong (no boundary, a part that never ends, a malformed part header): the body could not be
 * read, a 400, never a 500.
 */
export async function uploadedFile(request: FastifyRequest, upload: Upload) {
  if (!request.isMultipart()) throw new AppError(upload.missing);
  try {
    const file = await request.file();
    if (file?.fieldname !== upload.field) throw new AppError(upload.missing);
    return { name: file.filename, bytes: await file.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(upload.tooLarge);
    if (code && NOT_ONE_FILE.has(code)) throw new AppError(upload.missing);
    if (statusCode && statusCode >= 400 && statusCode < 500) throw error;
    throw new AppError('MALFORMED_REQUEST', { cause: error });
  }
}

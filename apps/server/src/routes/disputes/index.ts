import multipart from '@fastify/multipart';
import { DISPUTE_ATTACHMENT_MAX_BYTES, DisputeAttachmentSchema, DisputeListSchema } from '@taka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { storeAttachment } from '../../modules/disputes/attachments.ts';
import { listDisputes } from '../../modules/disputes/disputes.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';
import { perCustomerPerMinute } from '../customer-rate-limit.ts';

/** The one file of an upload with its name, refused with a stable code when it is missing or over the size. */
async function uploadedFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('ATTACHMENT_REQUIRED');
  const file = await request.file();
  if (!file) throw new AppError('ATTACHMENT_REQUIRED');
  try {
    return { name: file.filename, bytes: await file.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('ATTACHMENT_TOO_LARGE');
    throw error;
  }
}

/**
 * Disputes under /api/disputes (decision 036): the customer's disputes (what receipts and the history show), and an
 * attachment's upload. A dispute itself is a service request of type `dispute` (POST /api/service-requests).
 */
export default async function disputeRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, {
    limits: { fileSize: DISPUTE_ATTACHMENT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });

  fastify.get('/', async (request) =>
    answer(DisputeListSchema, { disputes: await listDisputes(fastify.db, signedIn(request).customer.id) }),
  );

  fastify.post(
    '/attachments',
    { config: perCustomerPerMinute('dispute-attachment', 10) },
    async (request, reply) => {
      const upload = await uploadedFile(request);
      const stored = await storeAttachment(
        fastify.db,
        signedIn(request).customer.id,
        upload,
        fastify.clock.now(),
      );
      return reply.code(201).send(answer(DisputeAttachmentSchema, stored));
    },
  );
}

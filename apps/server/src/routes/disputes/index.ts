import {
  DISPUTE_ATTACHMENT_FIELD,
  DISPUTE_ATTACHMENT_MAX_BYTES,
  DisputeAttachmentSchema,
  DisputeListSchema,
} from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { storeAttachment } from '../../modules/disputes/attachments.ts';
import { listDisputes } from '../../modules/disputes/disputes.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';
import { perCustomerPerMinute } from '../customer-rate-limit.ts';
import { acceptUploads, uploadedFile, type Upload } from '../upload.ts';

const ATTACHMENT: Upload = {
  field: DISPUTE_ATTACHMENT_FIELD,
  maxBytes: DISPUTE_ATTACHMENT_MAX_BYTES,
  missing: 'ATTACHMENT_REQUIRED',
  tooLarge: 'ATTACHMENT_TOO_LARGE',
};

/**
 * Disputes under /api/disputes (decision 036): the customer's disputes (what receipts and the history show), and an
 * attachment's upload. A dispute itself is a service request of type `dispute` (POST /api/service-requests).
 */
export default async function disputeRoutes(fastify: FastifyInstance) {
  await acceptUploads(fastify, ATTACHMENT);

  fastify.get('/', async (request) =>
    answer(DisputeListSchema, { disputes: await listDisputes(fastify.db, signedIn(request).customer.id) }),
  );

  fastify.post(
    '/attachments',
    { config: perCustomerPerMinute('dispute-attachment', 10) },
    async (request, reply) => {
      const upload = await uploadedFile(request, ATTACHMENT);
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

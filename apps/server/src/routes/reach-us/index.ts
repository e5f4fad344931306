import {
  SecureMessageListSchema,
  SecureMessageSchema,
  SendSecureMessageRequestSchema,
} from '@taka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listSecureMessages, sendSecureMessage } from '../../modules/reach-us/secure-messages.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';
import { perCustomerPerMinute } from '../customer-rate-limit.ts';

/** A customer writes to the bank now and then, not in bulk: a few a minute is plenty. */
const MESSAGES_PER_MINUTE = 10;

/** Secure messages to the bank under /api/reach-us/messages: send one, list the customer's own. */
export default async function reachUsRoutes(fastify: FastifyInstance) {
  const customerId = (request: FastifyRequest) => signedIn(request).customer.id;

  fastify.get('/messages', async (request) =>
    answer(SecureMessageListSchema, {
      messages: await listSecureMessages(fastify.db, customerId(request)),
    }),
  );

  fastify.post(
    '/messages',
    { config: perCustomerPerMinute('secure-message', MESSAGES_PER_MINUTE) },
    async (request, reply) => {
      const body = SendSecureMessageRequestSchema.parse(request.body);
      const message = await sendSecureMessage(fastify.db, customerId(request), body, fastify.clock.now());
      return reply.code(201).send(answer(SecureMessageSchema, message));
    },
  );
}

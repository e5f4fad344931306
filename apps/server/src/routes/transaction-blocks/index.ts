import {
  OtpChallengeSchema,
  TransactionBlockAccountSchema,
  TransactionBlockListSchema,
  TransactionBlockRequestSchema,
  TransactionUnblockRequestSchema,
} from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import {
  blockAccount,
  listTransactionBlocks,
  requestUnblockCode,
  unblockAccount,
} from '../../modules/other-services/transaction-blocks.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';
import { perCustomerPerMinute } from '../customer-rate-limit.ts';
import { actorOf } from '../transactions/index.ts';

/** Transaction block/unblock under /api/transaction-blocks (decision 035): block at once, unblock with a code. */
export default async function transactionBlockRoutes(fastify: FastifyInstance) {
  const deps = fastify.money;

  fastify.get('/', async (request) =>
    answer(TransactionBlockListSchema, {
      accounts: await listTransactionBlocks(fastify.db, signedIn(request).customer.id),
    }),
  );

  fastify.post('/', async (request) =>
    answer(
      TransactionBlockAccountSchema,
      await blockAccount(deps, actorOf(request), TransactionBlockRequestSchema.parse(request.body)),
    ),
  );

  fastify.post(
    '/otp',
    { config: perCustomerPerMinute('unblock-code', fastify.config.moneyRateLimitPerMinute) },
    async (request) =>
      answer(
        OtpChallengeSchema,
        await requestUnblockCode(deps, actorOf(request), TransactionBlockRequestSchema.parse(request.body)),
      ),
  );

  fastify.post('/unblock', async (request) =>
    answer(
      TransactionBlockAccountSchema,
      await unblockAccount(deps, actorOf(request), TransactionUnblockRequestSchema.parse(request.body)),
    ),
  );
}

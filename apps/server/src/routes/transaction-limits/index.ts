import {
  LimitChangeSchema,
  OtpChallengeSchema,
  TransactionLimitListSchema,
  TransactionLimitSchema,
  UpdateLimitRequestSchema,
} from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { changeLimit, requestLimitCode } from '../../modules/limits/change.ts';
import { listLimits } from '../../modules/limits/limits.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';
import { actorOf } from '../transactions/index.ts';
import { perCustomerPerMinute } from '../customer-rate-limit.ts';

/** The customer's transaction limits under /api/transaction-limits: lower at once, raise with a code. */
export default async function transactionLimitRoutes(fastify: FastifyInstance) {
  const deps = fastify.money;

  fastify.get('/', async (request) =>
    answer(TransactionLimitListSchema, {
      limits: await listLimits(fastify.db, signedIn(request).customer.id, fastify.clock.now()),
    }),
  );

  fastify.post(
    '/otp',
    { config: perCustomerPerMinute('limits-code', fastify.config.moneyRateLimitPerMinute) },
    async (request) =>
      answer(
        OtpChallengeSchema,
        await requestLimitCode(deps, actorOf(request), LimitChangeSchema.parse(request.body)),
      ),
  );

  fastify.put('/', async (request) => {
    const body = UpdateLimitRequestSchema.parse(request.body);
    return answer(TransactionLimitSchema, await changeLimit(deps, actorOf(request), body.limit, body));
  });
}

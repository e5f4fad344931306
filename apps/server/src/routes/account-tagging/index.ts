import {
  AccountSchema,
  OtpChallengeSchema,
  TagAccountCodeRequestSchema,
  TagAccountRequestSchema,
} from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { requestTagCode, tagAccount } from '../../modules/account-tagging/tagging.ts';
import { answer } from '../contract.ts';
import { perCustomerPerMinute } from '../customer-rate-limit.ts';
import { actorOf } from '../transactions/index.ts';

/** Tag an account under /api/account-tagging (decision 036): a code for the account number, then the tagging. */
export default async function accountTaggingRoutes(fastify: FastifyInstance) {
  const deps = fastify.money;

  fastify.post(
    '/otp',
    { config: perCustomerPerMinute('tag-account-code', fastify.config.moneyRateLimitPerMinute) },
    async (request) =>
      answer(
        OtpChallengeSchema,
        await requestTagCode(deps, actorOf(request), TagAccountCodeRequestSchema.parse(request.body)),
      ),
  );

  fastify.post(
    '/',
    { config: perCustomerPerMinute('tag-account', fastify.config.moneyRateLimitPerMinute) },
    async (request, reply) => {
      const account = await tagAccount(deps, actorOf(request), TagAccountRequestSchema.parse(request.body));
      return reply.code(201).send(answer(AccountSchema, account));
    },
  );
}

import {
  FdrIdParamsSchema,
  FdrListSchema,
  FdrProductSchema,
  FdrSchema,
  OpenFdrRequestSchema,
  OpenFdrSchema,
  OtpChallengeSchema,
} from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { findDeposit, listDeposits } from '../../modules/fdr/deposits.ts';
import { openFdr, requestFdrCode } from '../../modules/fdr/open.ts';
import { fdrProduct } from '../../modules/fdr/product.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer, fieldsUnder } from '../contract.ts';
import { perCustomerPerMinute } from '../customer-rate-limit.ts';
import { idempotencyKeyOf } from '../loans/index.ts';
import { actorOf } from '../transactions/index.ts';

/**
 * Fixed deposits under /api/fdr (decision 034): the product and its rate table, the customer's deposits, and opening
 * one: otp -> open (with the code and an Idempotency-Key). A foreign deposit is not found.
 */
export default async function fdrRoutes(fastify: FastifyInstance) {
  const deps = fastify.money;
  const limited = (name: string) => ({
    config: perCustomerPerMinute(name, fastify.config.moneyRateLimitPerMinute),
  });

  fastify.get('/products', async () => answer(FdrProductSchema, fdrProduct()));

  fastify.get('/', async (request) =>
    answer(FdrListSchema, { deposits: await listDeposits(fastify.db, signedIn(request).customer.id) }),
  );

  fastify.get('/:id', async (request) => {
    const { id } = FdrIdParamsSchema.parse(request.params);
    return answer(FdrSchema, await findDeposit(fastify.db, signedIn(request).customer.id, id));
  });

  fastify.post('/otp', limited('fdr-code'), async (request) =>
    answer(
      OtpChallengeSchema,
      await requestFdrCode(deps, actorOf(request), OpenFdrSchema.parse(request.body)),
    ),
  );

  fastify.post('/', limited('fdr-open'), async (request, reply) => {
    const key = idempotencyKeyOf(request);
    const body = OpenFdrRequestSchema.parse(request.body);
    const result = await fieldsUnder('deposit', openFdr(deps, actorOf(request), key, body));
    return reply.code(result.statusCode).send(answer(FdrSchema, result.body));
  });
}

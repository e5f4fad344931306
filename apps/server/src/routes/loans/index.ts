import {
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  InstalmentPaymentSchema,
  InstalmentReceiptSchema,
  LoanDetailSchema,
  LoanIdParamsSchema,
  LoanListSchema,
  OtpChallengeSchema,
  PayInstalmentRequestSchema,
} from '@taka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { listLoans, loanDetail } from '../../modules/loans/loans.ts';
import { payInstalment, requestInstalmentCode } from '../../modules/loans/pay.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer, fieldsUnder } from '../contract.ts';
import { perCustomerPerMinute } from '../customer-rate-limit.ts';
import { actorOf } from '../transactions/index.ts';

export function idempotencyKeyOf(request: FastifyRequest): string {
  const parsed = IdempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
  if (!parsed.success)
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED', {
      fields: { [IDEMPOTENCY_KEY_HEADER]: 'idempotencyKey.invalid' },
    });
  return parsed.data;
}

/**
 * The customer's loans under /api/loans (decision 034): the list, one loan with its EMI schedule, and paying the
 * next instalment: otp -> pay (with the code and an Idempotency-Key). A foreign loan is not found.
 */
export default async function loanRoutes(fastify: FastifyInstance) {
  const deps = fastify.money;
  const limited = (name: string) => ({
    config: perCustomerPerMinute(name, fastify.config.moneyRateLimitPerMinute),
  });

  fastify.get('/', async (request) =>
    answer(LoanListSchema, { loans: await listLoans(fastify.db, signedIn(request).customer.id) }),
  );

  fastify.get('/:id', async (request) => {
    const { id } = LoanIdParamsSchema.parse(request.params);
    return answer(LoanDetailSchema, await loanDetail(fastify.db, signedIn(request).customer.id, id));
  });

  fastify.post('/:id/instalments/otp', limited('loan-instalment-code'), async (request) => {
    const { id } = LoanIdParamsSchema.parse(request.params);
    const payment = InstalmentPaymentSchema.parse(request.body);
    return answer(OtpChallengeSchema, await requestInstalmentCode(deps, actorOf(request), id, payment));
  });

  fastify.post('/:id/instalments', limited('loan-instalment'), async (request, reply) => {
    const { id } = LoanIdParamsSchema.parse(request.params);
    const key = idempotencyKeyOf(request);
    const body = PayInstalmentRequestSchema.parse(request.body);
    const result = await fieldsUnder('payment', payInstalment(deps, actorOf(request), id, key, body));
    return reply.code(result.statusCode).send(answer(InstalmentReceiptSchema, result.body));
  });
}

import {
  AddBeneficiaryRequestSchema,
  BeneficiaryIdParamsSchema,
  BeneficiaryListQuerySchema,
  BeneficiaryListSchema,
  BeneficiaryPreviewSchema,
  BeneficiarySchema,
  NewBeneficiarySchema,
  OtpChallengeSchema,
  RenameBeneficiaryRequestSchema,
} from '@taka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addBeneficiary, requestBeneficiaryCode } from '../../modules/beneficiaries/add.ts';
import {
  deleteBeneficiary,
  findBeneficiary,
  listBeneficiaries,
  previewOf,
  renameBeneficiary,
  resolveBeneficiary,
} from '../../modules/beneficiaries/beneficiaries.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer, fieldsUnder } from '../contract.ts';
import { actorOf } from '../transactions/index.ts';
import { perCustomerPerMinute } from '../customer-rate-limit.ts';

/**
 * The customer's saved payees under /api/beneficiaries: preview -> otp -> add (with the code), list, rename,
 * delete. Every id is looked up with the signed-in customer: another customer's is not found.
 */
export default async function beneficiaryRoutes(fastify: FastifyInstance) {
  const deps = fastify.money;
  const customerId = (request: FastifyRequest) => signedIn(request).customer.id;

  fastify.get('/', async (request) => {
    const { type } = BeneficiaryListQuerySchema.parse(request.query);
    return answer(BeneficiaryListSchema, {
      beneficiaries: await listBeneficiaries(fastify.db, customerId(request), type),
    });
  });

  fastify.post('/preview', async (request) => {
    const input = NewBeneficiarySchema.parse(request.body);
    return answer(
      BeneficiaryPreviewSchema,
      previewOf(await resolveBeneficiary(deps, customerId(request), input)),
    );
  });

  fastify.post(
    '/otp',
    { config: perCustomerPerMinute('beneficiary-code', fastify.config.moneyRateLimitPerMinute) },
    async (request) =>
      answer(
        OtpChallengeSchema,
        await requestBeneficiaryCode(deps, actorOf(request), NewBeneficiarySchema.parse(request.body)),
      ),
  );

  fastify.post('/', async (request, reply) => {
    const { beneficiary, ...confirmation } = AddBeneficiaryRequestSchema.parse(request.body);
    const saved = await fieldsUnder(
      'beneficiary',
      addBeneficiary(deps, actorOf(request), beneficiary, confirmation),
    );
    return reply.code(201).send(answer(BeneficiarySchema, saved));
  });

  fastify.get('/:id', async (request) => {
    const { id } = BeneficiaryIdParamsSchema.parse(request.params);
    return answer(BeneficiarySchema, await findBeneficiary(fastify.db, customerId(request), id));
  });

  fastify.patch('/:id', async (request) => {
    const { id } = BeneficiaryIdParamsSchema.parse(request.params);
    const { nickname } = RenameBeneficiaryRequestSchema.parse(request.body);
    return answer(
      BeneficiarySchema,
      await renameBeneficiary(fastify.db, actorOf(request), id, nickname, fastify.clock.now()),
    );
  });

  fastify.delete('/:id', async (request, reply) => {
    const { id } = BeneficiaryIdParamsSchema.parse(request.params);
    await deleteBeneficiary(fastify.db, actorOf(request), id, fastify.clock.now());
    return reply.code(204).send();
  });
}

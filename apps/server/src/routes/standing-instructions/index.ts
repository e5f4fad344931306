import {
  CreateStandingInstructionRequestSchema,
  EditStandingAmountRequestSchema,
  EditStandingAmountSchema,
  OtpChallengeSchema,
  ScheduledTransferSchema,
  StandingInstructionIdParamsSchema,
  StandingInstructionListSchema,
  StandingInstructionSchema,
  StandingRunListSchema,
} from '@taka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changeStatus,
  listInstructions,
  listRuns,
  type StatusChange,
} from '../../modules/schedules/instructions.ts';
import {
  editAmount,
  requestAmountCode,
  requestSetupCode,
  setUpInstruction,
} from '../../modules/schedules/setup.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer, clientInfo, fieldsUnder } from '../contract.ts';
import { perCustomerPerMinute } from '../customer-rate-limit.ts';
import { actorOf } from '../transactions/index.ts';

/**
 * Scheduled and recurring transfers under /api/standing-instructions (decision 028): set one up with a code bound
 * to the request and its schedule, list them with their runs, pause, resume, change the amount (a new code), cancel.
 */
export default async function standingInstructionRoutes(fastify: FastifyInstance) {
  const deps = fastify.money;
  const limited = { config: perCustomerPerMinute('transfer-code', fastify.config.moneyRateLimitPerMinute) };
  const idOf = (request: FastifyRequest) => StandingInstructionIdParamsSchema.parse(request.params).id;

  fastify.post('/otp', limited, async (request) =>
    answer(
      OtpChallengeSchema,
      await fieldsUnder(
        'request',
        requestSetupCode(deps, actorOf(request), ScheduledTransferSchema.parse(request.body)),
      ),
    ),
  );

  fastify.post('/', async (request, reply) => {
    const body = CreateStandingInstructionRequestSchema.parse(request.body);
    const actor = { ...actorOf(request), client: clientInfo(request) };
    const instruction = await fieldsUnder('request', setUpInstruction(deps, actor, body));
    return reply.code(201).send(answer(StandingInstructionSchema, instruction));
  });

  fastify.get('/', async (request) =>
    answer(StandingInstructionListSchema, {
      instructions: await listInstructions(fastify.db, signedIn(request).customer.id),
    }),
  );

  fastify.get('/:id/runs', async (request) =>
    answer(StandingRunListSchema, {
      runs: await listRuns(fastify.db, signedIn(request).customer.id, idOf(request)),
    }),
  );

  const statusChange = (action: StatusChange) => async (request: FastifyRequest) => {
    const { customer, session } = signedIn(request);
    const instruction = await changeStatus(fastify.db, {
      customerId: customer.id,
      sessionId: session.id,
      at: fastify.clock.now(),
      client: clientInfo(request),
      instructionId: idOf(request),
      action,
    });
    return answer(StandingInstructionSchema, instruction);
  };
  fastify.post('/:id/pause', statusChange('pause'));
  fastify.post('/:id/resume', statusChange('resume'));
  fastify.post('/:id/cancel', statusChange('cancel'));

  fastify.post('/:id/amount/otp', limited, async (request) => {
    const { amount } = EditStandingAmountSchema.parse(request.body);
    return answer(OtpChallengeSchema, await requestAmountCode(deps, actorOf(request), idOf(request), amount));
  });

  fastify.put('/:id/amount', async (request) => {
    const body = EditStandingAmountRequestSchema.parse(request.body);
    const actor = { ...actorOf(request), client: clientInfo(request) };
    return answer(StandingInstructionSchema, await editAmount(deps, actor, idOf(request), body));
  });
}

import { EStatementAccountParamsSchema, EStatementSubscriptionListSchema } from '@taka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  listEStatements,
  subscribeEStatement,
  unsubscribeEStatement,
} from '../../modules/e-statements/e-statements.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';

/** E-statement subscriptions under /api/e-statements (decision 036): list, subscribe and unsubscribe an account. */
export default async function eStatementRoutes(fastify: FastifyInstance) {
  const customerId = (request: FastifyRequest) => signedIn(request).customer.id;
  const accountOf = (request: FastifyRequest) =>
    EStatementAccountParamsSchema.parse(request.params).accountId;

  fastify.get('/', async (request) =>
    answer(EStatementSubscriptionListSchema, {
      subscriptions: await listEStatements(fastify.db, customerId(request)),
    }),
  );

  fastify.put('/:accountId', async (request) =>
    answer(EStatementSubscriptionListSchema, {
      subscriptions: await subscribeEStatement(
        fastify.db,
        customerId(request),
        accountOf(request),
        fastify.clock.now(),
      ),
    }),
  );

  fastify.delete('/:accountId', async (request) =>
    answer(EStatementSubscriptionListSchema, {
      subscriptions: await unsubscribeEStatement(fastify.db, customerId(request), accountOf(request)),
    }),
  );
}

import { StatementQuerySchema, StatementSchema } from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { statementOf } from '../../modules/statement/statement.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';

/** GET /api/statement?accountId&from&to&page&size: one of the customer's accounts, with running balance. */
export default async function statementRoutes(fastify: FastifyInstance) {
  fastify.get('/', async (request) =>
    answer(
      StatementSchema,
      await statementOf(fastify.db, signedIn(request).customer.id, StatementQuerySchema.parse(request.query)),
    ),
  );
}

import { AccountIdParamsSchema, AccountListSchema, AccountSchema } from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { findCustomerAccount, listCustomerAccounts, toAccount } from '../../modules/accounts/accounts.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';

/** The signed-in customer's own accounts, under /api/accounts. */
export default async function accountRoutes(fastify: FastifyInstance) {
  fastify.get('/', async (request) =>
    answer(AccountListSchema, {
      accounts: await listCustomerAccounts(fastify.db, signedIn(request).customer.id),
    }),
  );

  fastify.get('/:id', async (request) => {
    const { id } = AccountIdParamsSchema.parse(request.params);
    const row = await findCustomerAccount(fastify.db, signedIn(request).customer.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    return answer(AccountSchema, toAccount(row));
  });
}

import { ChequeBookListSchema } from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { listChequeBooks } from '../../modules/cheque-books/cheque-books.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';

/** The cheque status enquiry under /api/cheque-books: the customer's books and every leaf's status. */
export default async function chequeBookRoutes(fastify: FastifyInstance) {
  fastify.get('/', async (request) =>
    answer(ChequeBookListSchema, {
      chequeBooks: await listChequeBooks(fastify.db, signedIn(request).customer.id),
    }),
  );
}

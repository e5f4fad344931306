import { DevChequePaidSchema, DevChequePresentmentSchema } from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { presentCheque } from '../../modules/other-services/cheque-presentment.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';

/**
 * /api/dev/cheques (outside production only): a cheque from one of the signed-in customer's books presented for
 * payment, as the clearing house would (decision 035), so tests can see stop cheque and positive pay at work.
 */
export default async function devChequeRoutes(fastify: FastifyInstance) {
  fastify.post('/present', async (request) => {
    const cheque = DevChequePresentmentSchema.parse(request.body);
    const paid = await presentCheque(fastify.db, signedIn(request).customer.id, cheque, fastify.clock.now());
    return answer(DevChequePaidSchema, paid);
  });
}

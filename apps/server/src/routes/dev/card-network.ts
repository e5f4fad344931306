import { CardAuthorizationRequestSchema, CardAuthorizationSchema } from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { authorizeCardPayment, customerCard } from '../../modules/cards/network.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';

/**
 * POST /api/dev/card-network/authorize (outside production): the card network asks to authorize a payment with one
 * of the signed-in customer's cards, so a test sees what a shop would (decision 033). Another's card is 404.
 */
export default async function cardNetworkDevRoutes(fastify: FastifyInstance) {
  fastify.post('/authorize', async (request) => {
    const body = CardAuthorizationRequestSchema.parse(request.body);
    const card = await customerCard(fastify.db, signedIn(request).customer.id, body);
    if (!card) throw new AppError('NOT_FOUND', { message: 'None of your cards has this id or number.' });
    return answer(CardAuthorizationSchema, await authorizeCardPayment(fastify.db, card, body));
  });
}

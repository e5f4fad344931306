import {
  BlockCardRequestSchema,
  CardControlsRequestSchema,
  CardIdParamsSchema,
  CardListSchema,
  CardPurchaseListSchema,
  CardSchema,
  ConfirmTagCardRequestSchema,
  OtpChallengeSchema,
  TagCardRequestSchema,
  UnblockCardRequestSchema,
} from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { findCard, listCards, toCard } from '../../modules/cards/cards.ts';
import { blockCard, changeControls, requestUnblockCode, unblockCard } from '../../modules/cards/controls.ts';
import { convertiblePurchases } from '../../modules/cards/purchases.ts';
import { requestTagCode, tagCard } from '../../modules/cards/tag.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';
import { perCustomerPerMinute } from '../customer-rate-limit.ts';
import { actorOf } from '../transactions/index.ts';

/** The customer's cards under /api/cards (decision 033): list, block at once, unblock and tag with a code, controls. */
export default async function cardRoutes(fastify: FastifyInstance) {
  const deps = fastify.money;
  const codeLimit = (name: string) => ({
    config: perCustomerPerMinute(name, fastify.config.moneyRateLimitPerMinute),
  });

  fastify.get('/', async (request) =>
    answer(CardListSchema, {
      cards: (await listCards(fastify.db, signedIn(request).customer.id)).map(toCard),
    }),
  );

  fastify.get('/:id', async (request) => {
    const { id } = CardIdParamsSchema.parse(request.params);
    return answer(CardSchema, toCard(await findCard(fastify.db, signedIn(request).customer.id, id)));
  });

  fastify.get('/:id/purchases', async (request) => {
    const { id } = CardIdParamsSchema.parse(request.params);
    return answer(CardPurchaseListSchema, {
      purchases: await convertiblePurchases(fastify.db, signedIn(request).customer.id, id),
    });
  });

  fastify.post('/:id/block', async (request) => {
    const { id } = CardIdParamsSchema.parse(request.params);
    const { reason } = BlockCardRequestSchema.parse(request.body);
    return answer(CardSchema, await blockCard(deps, actorOf(request), id, reason));
  });

  fastify.post('/:id/unblock/otp', codeLimit('card-code'), async (request) => {
    const { id } = CardIdParamsSchema.parse(request.params);
    return answer(OtpChallengeSchema, await requestUnblockCode(deps, actorOf(request), id));
  });

  fastify.post('/:id/unblock', async (request) => {
    const { id } = CardIdParamsSchema.parse(request.params);
    const body = UnblockCardRequestSchema.parse(request.body);
    return answer(CardSchema, await unblockCard(deps, actorOf(request), id, body));
  });

  fastify.put('/:id/controls', async (request) => {
    const { id } = CardIdParamsSchema.parse(request.params);
    const body = CardControlsRequestSchema.parse(request.body);
    return answer(CardSchema, await changeControls(deps, actorOf(request), id, body));
  });

  fastify.post('/tag/otp', codeLimit('card-code'), async (request) => {
    const { cardNumber } = TagCardRequestSchema.parse(request.body);
    return answer(OtpChallengeSchema, await requestTagCode(deps, actorOf(request), cardNumber));
  });

  fastify.post('/tag', async (request) => {
    const body = ConfirmTagCardRequestSchema.parse(request.body);
    return answer(CardSchema, await tagCard(deps, actorOf(request), body));
  });
}

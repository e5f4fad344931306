import {
  CreateFavoriteRequestSchema,
  FavoriteIdParamsSchema,
  FavoriteListSchema,
  FavoriteSchema,
  RenameFavoriteRequestSchema,
} from '@taka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createFavorite,
  deleteFavorite,
  findFavorite,
  listFavorites,
  renameFavorite,
} from '../../modules/favorites/favorites.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';
import { actorOf } from '../transactions/index.ts';

/**
 * The customer's favorite transactions under /api/favorites: save one from a receipt, list, rename, delete.
 * Repeating one is an ordinary transfer (quote -> otp -> execute) of its request.
 */
export default async function favoriteRoutes(fastify: FastifyInstance) {
  const customerId = (request: FastifyRequest) => signedIn(request).customer.id;

  fastify.get('/', async (request) =>
    answer(FavoriteListSchema, { favorites: await listFavorites(fastify.db, customerId(request)) }),
  );

  fastify.post('/', async (request, reply) => {
    const body = CreateFavoriteRequestSchema.parse(request.body);
    const favorite = await createFavorite(fastify.money, actorOf(request), body, fastify.clock.now());
    return reply.code(201).send(answer(FavoriteSchema, favorite));
  });

  fastify.get('/:id', async (request) => {
    const { id } = FavoriteIdParamsSchema.parse(request.params);
    return answer(FavoriteSchema, await findFavorite(fastify.db, customerId(request), id));
  });

  fastify.patch('/:id', async (request) => {
    const { id } = FavoriteIdParamsSchema.parse(request.params);
    const { name } = RenameFavoriteRequestSchema.parse(request.body);
    return answer(
      FavoriteSchema,
      await renameFavorite(fastify.db, actorOf(request), id, name, fastify.clock.now()),
    );
  });

  fastify.delete('/:id', async (request, reply) => {
    const { id } = FavoriteIdParamsSchema.parse(request.params);
    await deleteFavorite(fastify.db, actorOf(request), id, fastify.clock.now());
    return reply.code(204).send();
  });
}

import { NavigationSchema, UpdateUserRequestSchema, UserSchema } from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { getUser, updateUser } from '../../modules/customers/users.ts';
import { customerHoldings } from '../../modules/navigation/holdings.ts';
import { buildNavigation } from '../../modules/navigation/menu.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';
import { actorOf } from '../transactions/index.ts';

/** The signed-in shell's own data under /api/common (the demo parts are answered in the browser). */
export default async function commonRoutes(fastify: FastifyInstance) {
  fastify.get('/navigation', async (request) => {
    const { customer } = signedIn(request);
    const holdings = await customerHoldings(fastify.db, customer.id);
    return answer(
      NavigationSchema,
      buildNavigation({ customer, demoLayer: fastify.config.demoLayer, holdings }),
    );
  });

  fastify.get('/user', async (request) => {
    const user = await getUser(fastify.db, signedIn(request).customer.id);
    if (!user) throw new AppError('NOT_FOUND');
    return answer(UserSchema, user);
  });

  fastify.patch('/user', async (request) => {
    const changes = UpdateUserRequestSchema.parse(request.body);
    const actor = actorOf(request);
    const user = await updateUser(fastify.db, actor, changes, fastify.clock.now());
    fastify.authDeps.sessions.forgetCustomer(actor.customerId);
    if (!user) throw new AppError('NOT_FOUND');
    return answer(UserSchema, user);
  });
}

import { RecentRechargeListSchema } from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { recentRecharges } from '../../modules/transactions/recharges.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';

/** Under /api/mobile-recharge: the numbers the customer recharged lately (recharging is a transfer type). */
export default async function mobileRechargeRoutes(fastify: FastifyInstance) {
  fastify.get('/recent', async (request) =>
    answer(RecentRechargeListSchema, {
      recharges: await recentRecharges(fastify.db, signedIn(request).customer.id),
    }),
  );
}

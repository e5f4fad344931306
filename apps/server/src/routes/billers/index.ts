import {
  BillerListQuerySchema,
  BillerListSchema,
  BillLookupParamsSchema,
  DueBillSchema,
} from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { findDueBill, listBillers } from '../../modules/billers/billers.ts';
import { answer } from '../contract.ts';
import { perCustomerPerMinute } from '../customer-rate-limit.ts';

/** A bill lookup names the customer behind a number: limited per customer, so nobody mines the directory. */
const LOOKUPS_PER_MINUTE = 60;

/**
 * Under /api/billers: the billers (utilities and the institutions of the payments pages) and the bill due on a
 * customer number. Paying it is a transfer (POST /api/transactions with a bill payment type).
 */
export default async function billerRoutes(fastify: FastifyInstance) {
  fastify.get('/', async (request) => {
    const { sector } = BillerListQuerySchema.parse(request.query);
    return answer(BillerListSchema, { billers: await listBillers(fastify.db, sector) });
  });

  fastify.get(
    '/:code/bills/:customerNumber',
    { config: perCustomerPerMinute('bill-lookup', LOOKUPS_PER_MINUTE) },
    async (request) => {
      const { code, customerNumber } = BillLookupParamsSchema.parse(request.params);
      return answer(DueBillSchema, await findDueBill(fastify.db, code, customerNumber));
    },
  );
}

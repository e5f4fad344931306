import {
  BillerListQuerySchema,
  BillerListSchema,
  BillLookupParamsSchema,
  DueBillSchema,
  PrepaidMeterParamsSchema,
  PrepaidMeterSchema,
} from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { findDueBill, findPrepaidMeter, listBillers } from '../../modules/billers/billers.ts';
import { answer } from '../contract.ts';
import { perCustomerPerMinute } from '../customer-rate-limit.ts';

/** A bill or meter lookup names the customer behind a number: limited per customer, so nobody mines the directory. */
const LOOKUPS_PER_MINUTE = 60;

/**
 * Under /api/billers: the billers (utilities and the institutions of the payments pages), the bill due on a
 * customer number and a prepaid vendor's meter. Paying a bill or recharging a meter is a transfer
 * (POST /api/transactions with a bill payment type or `prepaid_electricity`).
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

  fastify.get(
    '/:code/meters/:meterNumber',
    { config: perCustomerPerMinute('bill-lookup', LOOKUPS_PER_MINUTE) },
    async (request) => {
      const { code, meterNumber } = PrepaidMeterParamsSchema.parse(request.params);
      return answer(PrepaidMeterSchema, await findPrepaidMeter(fastify.db, code, meterNumber));
    },
  );
}

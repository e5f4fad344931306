import {
  DeliveryBranchListSchema,
  ServiceRequestDetailSchema,
  ServiceRequestIdParamsSchema,
  ServiceRequestListQuerySchema,
  ServiceRequestListSchema,
  ServiceRequestQuoteSchema,
  ServiceRequestSchema,
  SubmitServiceRequestSchema,
} from '@taka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listDeliveryBranches } from '../../modules/service-requests/branches.ts';
import {
  cancelServiceRequest,
  findServiceRequest,
  listServiceRequests,
  quoteServiceRequest,
  submitServiceRequest,
} from '../../modules/service-requests/requests.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';
import { perCustomerPerMinute } from '../customer-rate-limit.ts';

/** A customer asks for a service now and then, not in bulk. */
const REQUESTS_PER_MINUTE = 10;

/** Service requests under /api/service-requests (decision 032): submit, quote, list, one with its timeline, cancel. */
export default async function serviceRequestRoutes(fastify: FastifyInstance) {
  const customerId = (request: FastifyRequest) => signedIn(request).customer.id;

  fastify.get('/', async (request) => {
    const query = ServiceRequestListQuerySchema.parse(request.query);
    return answer(
      ServiceRequestListSchema,
      await listServiceRequests(fastify.db, customerId(request), query),
    );
  });

  fastify.post(
    '/',
    { config: perCustomerPerMinute('service-request', REQUESTS_PER_MINUTE) },
    async (request, reply) => {
      const body = SubmitServiceRequestSchema.parse(request.body);
      const submitted = await submitServiceRequest(
        fastify.db,
        customerId(request),
        body,
        fastify.clock.now(),
      );
      return reply.code(201).send(answer(ServiceRequestSchema, submitted));
    },
  );

  fastify.post('/quote', async (request) => {
    const body = SubmitServiceRequestSchema.parse(request.body);
    return answer(
      ServiceRequestQuoteSchema,
      await quoteServiceRequest(fastify.db, customerId(request), body),
    );
  });

  fastify.get('/branches', async () =>
    answer(DeliveryBranchListSchema, { branches: await listDeliveryBranches(fastify.db) }),
  );

  fastify.get('/:id', async (request) => {
    const { id } = ServiceRequestIdParamsSchema.parse(request.params);
    return answer(ServiceRequestDetailSchema, await findServiceRequest(fastify.db, customerId(request), id));
  });

  fastify.post('/:id/cancel', async (request) => {
    const { id } = ServiceRequestIdParamsSchema.parse(request.params);
    const cancelled = await cancelServiceRequest(fastify.db, customerId(request), id, fastify.clock.now());
    return answer(ServiceRequestDetailSchema, cancelled);
  });
}

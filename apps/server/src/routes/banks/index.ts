import {
  BankCodeParamsSchema,
  BankListSchema,
  BranchListSchema,
  BranchQuerySchema,
  DistrictListSchema,
} from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { listBankDistricts, listBanks, listBranches } from '../../modules/networks/directory.ts';
import { answer } from '../contract.ts';

/** The other banks for NPSB/BEFTN, under /api/banks: bank -> districts -> branches with routing numbers. */
export default async function bankRoutes(fastify: FastifyInstance) {
  fastify.get('/', async () => answer(BankListSchema, { banks: await listBanks(fastify.db) }));

  fastify.get('/:code/districts', async (request) => {
    const { code } = BankCodeParamsSchema.parse(request.params);
    return answer(DistrictListSchema, { districts: await listBankDistricts(fastify.db, code) });
  });

  fastify.get('/:code/branches', async (request) => {
    const { code } = BankCodeParamsSchema.parse(request.params);
    const { district } = BranchQuerySchema.parse(request.query);
    return answer(BranchListSchema, { branches: await listBranches(fastify.db, code, district) });
  });
}

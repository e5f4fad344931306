import { queryOptions, useQuery } from '@tanstack/react-query';
import { BranchListSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

const bankBranchesQuery = (bankCode: string, districtCode: string) =>
  queryOptions({
    queryKey: ['banks', bankCode, 'branches', districtCode],
    queryFn: () =>
      apiRequest(
        `/api/banks/${encodeURIComponent(bankCode)}/branches?district=${encodeURIComponent(districtCode)}`,
        { schema: BranchListSchema },
      ),
    select: (list) => list.branches,
    staleTime: Infinity,
  });

/** A bank's branches in one district, each with its 9-digit routing number. */
export const useBankBranches = (bankCode: string, districtCode: string) =>
  useQuery({ ...bankBranchesQuery(bankCode, districtCode), enabled: bankCode !== '' && districtCode !== '' });

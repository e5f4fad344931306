import { queryOptions, useQuery } from '@tanstack/react-query';
import { DistrictListSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

const bankDistrictsQuery = (bankCode: string) =>
  queryOptions({
    queryKey: ['banks', bankCode, 'districts'],
    queryFn: () =>
      apiRequest(`/api/banks/${encodeURIComponent(bankCode)}/districts`, { schema: DistrictListSchema }),
    select: (list) => list.districts,
    staleTime: Infinity,
  });

/** The districts where a bank has branches; asks nothing until a bank is chosen. */
export const useBankDistricts = (bankCode: string) =>
  useQuery({ ...bankDistrictsQuery(bankCode), enabled: bankCode !== '' });

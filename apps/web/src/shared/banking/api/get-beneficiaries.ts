import { queryOptions, useQuery } from '@tanstack/react-query';
import { BeneficiaryListSchema, type BeneficiaryType } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

/** Beneficiaries change only when the customer adds, renames or deletes one: one key for every list of them. */
export const BENEFICIARIES_KEY = ['beneficiaries'] as const;

export const beneficiariesQuery = (type?: BeneficiaryType) =>
  queryOptions({
    queryKey: [...BENEFICIARIES_KEY, type ?? 'all'],
    queryFn: () =>
      apiRequest(type ? `/api/beneficiaries?type=${type}` : '/api/beneficiaries', {
        schema: BeneficiaryListSchema,
      }),
    select: (list) => list.beneficiaries,
  });

/** The customer's saved payees (of one kind when given), by nickname. */
export const useBeneficiaries = (type?: BeneficiaryType) => useQuery(beneficiariesQuery(type));

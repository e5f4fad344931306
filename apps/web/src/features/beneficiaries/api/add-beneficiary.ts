import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BeneficiarySchema, type AddBeneficiaryRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { BENEFICIARIES_KEY } from '@/shared/banking/api/get-beneficiaries';

/** Saves the beneficiary with the code sent for it. */
export function addBeneficiary(body: AddBeneficiaryRequest) {
  return apiRequest('/api/beneficiaries', { method: 'POST', body, schema: BeneficiarySchema });
}

export function useAddBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBeneficiary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BENEFICIARIES_KEY }),
  });
}

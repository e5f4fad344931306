import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/shared/api/http-client';
import { BENEFICIARIES_KEY } from '@/shared/banking/api/get-beneficiaries';

export function deleteBeneficiary(id: string) {
  return apiRequest(`/api/beneficiaries/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.undefined(),
  });
}

export function useDeleteBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBeneficiary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BENEFICIARIES_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BeneficiarySchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { BENEFICIARIES_KEY } from '@/shared/banking/api/get-beneficiaries';

export function renameBeneficiary({ id, nickname }: { id: string; nickname: string }) {
  return apiRequest(`/api/beneficiaries/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { nickname },
    schema: BeneficiarySchema,
  });
}

export function useRenameBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameBeneficiary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BENEFICIARIES_KEY }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { BeneficiaryPreviewSchema, type NewBeneficiary } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

/** The beneficiary as it would be saved: the holder's name within the bank, the branch, the operator. */
export function previewBeneficiary(beneficiary: NewBeneficiary) {
  return apiRequest('/api/beneficiaries/preview', {
    method: 'POST',
    body: beneficiary,
    schema: BeneficiaryPreviewSchema,
  });
}

export const usePreviewBeneficiary = () => useMutation({ mutationFn: previewBeneficiary });

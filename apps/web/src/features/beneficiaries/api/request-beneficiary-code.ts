import { useMutation } from '@tanstack/react-query';
import { OtpChallengeSchema, type NewBeneficiary } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

/** Sends a one-time code that allows adding exactly this beneficiary. */
export function requestBeneficiaryCode(beneficiary: NewBeneficiary) {
  return apiRequest('/api/beneficiaries/otp', {
    method: 'POST',
    body: beneficiary,
    schema: OtpChallengeSchema,
  });
}

export const useRequestBeneficiaryCode = () => useMutation({ mutationFn: requestBeneficiaryCode });

import { useMutation } from '@tanstack/react-query';
import { OtpChallengeSchema, type LimitChange } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

/** Sends a one-time code that allows exactly this raise of limits. */
export function requestLimitCode(change: LimitChange) {
  return apiRequest('/api/transaction-limits/otp', {
    method: 'POST',
    body: change,
    schema: OtpChallengeSchema,
  });
}

export const useRequestLimitCode = () => useMutation({ mutationFn: requestLimitCode });

import { useMutation } from '@tanstack/react-query';
import { OtpChallengeSchema, type TransferRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

/** Sends a one-time code for exactly this transfer to the customer's mobile. */
export function requestTransferCode(request: TransferRequest) {
  return apiRequest('/api/transactions/otp', { method: 'POST', body: request, schema: OtpChallengeSchema });
}

export const useRequestTransferCode = () => useMutation({ mutationFn: requestTransferCode });

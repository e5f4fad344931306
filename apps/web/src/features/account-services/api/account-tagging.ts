import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AccountSchema,
  OtpChallengeSchema,
  type TagAccountCodeRequest,
  type TagAccountRequest,
} from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { bankingKeys } from '@/shared/banking/api/query-keys';

export const useTagAccountCode = () =>
  useMutation({
    mutationFn: (body: TagAccountCodeRequest) =>
      apiRequest('/api/account-tagging/otp', { method: 'POST', body, schema: OtpChallengeSchema }),
  });

/** Tags the account; the dashboard's and the transfer forms' accounts are stale after it. */
export function useTagAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TagAccountRequest) =>
      apiRequest('/api/account-tagging', { method: 'POST', body, schema: AccountSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bankingKeys.accounts });
      await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}

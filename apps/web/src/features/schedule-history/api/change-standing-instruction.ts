import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OtpChallengeSchema,
  StandingInstructionSchema,
  type EditStandingAmountRequest,
} from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { bankingKeys } from '@/shared/banking/api/query-keys';

export type StatusAction = 'pause' | 'resume' | 'cancel';

/** Pauses, resumes or cancels an instruction; the list is fetched again after. */
export function useChangeInstructionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: StatusAction }) =>
      apiRequest(`/api/standing-instructions/${id}/${action}`, {
        method: 'POST',
        schema: StandingInstructionSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankingKeys.standingInstructions }),
  });
}

/** Sends a code for changing the instruction's amount to exactly `amount`. */
export const useRequestAmountCode = () =>
  useMutation({
    mutationFn: ({ id, amount }: { id: string; amount: string }) =>
      apiRequest(`/api/standing-instructions/${id}/amount/otp`, {
        method: 'POST',
        body: { amount },
        schema: OtpChallengeSchema,
      }),
  });

/** Changes the amount with the code. */
export function useEditAmount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EditStandingAmountRequest }) =>
      apiRequest(`/api/standing-instructions/${id}/amount`, {
        method: 'PUT',
        body,
        schema: StandingInstructionSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankingKeys.standingInstructions }),
  });
}

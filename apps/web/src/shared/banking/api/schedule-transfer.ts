import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OtpChallengeSchema,
  StandingInstructionSchema,
  type CreateStandingInstructionRequest,
  type ScheduledTransferInput,
} from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { BANKING_ROOT_KEY } from './query-keys';

/** Sends a one-time code for setting up exactly this request on exactly this schedule. */
export function requestScheduleCode(body: ScheduledTransferInput) {
  return apiRequest('/api/standing-instructions/otp', { method: 'POST', body, schema: OtpChallengeSchema });
}

export const useRequestScheduleCode = () => useMutation({ mutationFn: requestScheduleCode });

/** Sets up the standing instruction with the code. */
export function setUpStandingInstruction(body: CreateStandingInstructionRequest) {
  return apiRequest('/api/standing-instructions', {
    method: 'POST',
    body,
    schema: StandingInstructionSchema,
  });
}

/** The schedule list (under the banking root) is stale once one is set up. */
export function useSetUpStandingInstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUpStandingInstruction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANKING_ROOT_KEY }),
  });
}

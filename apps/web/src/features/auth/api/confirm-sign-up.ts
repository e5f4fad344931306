import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ConfirmSignUpRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

export function confirmSignUp(request: ConfirmSignUpRequest) {
  return apiRequest('/api/auth/confirm-sign-up', {
    method: 'POST',
    body: request,
    schema: z.unknown(),
    session: null,
  });
}

export function useConfirmSignUp() {
  return useMutation({ mutationFn: confirmSignUp });
}

import { useMutation } from '@tanstack/react-query';
import { AcceptedSchema, type ResetPasswordRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

export function resetPassword(request: ResetPasswordRequest) {
  return apiRequest('/api/auth/reset-password', {
    method: 'POST',
    body: request,
    schema: AcceptedSchema,
    session: null,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

import { useMutation } from '@tanstack/react-query';
import { AcceptedSchema, type ForgotPasswordRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

export function forgotPassword(request: ForgotPasswordRequest) {
  return apiRequest('/api/auth/forgot-password', {
    method: 'POST',
    body: request,
    schema: AcceptedSchema,
    session: null,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

import { useMutation } from '@tanstack/react-query';
import { AcceptedSchema, type SignUpRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

export function signUp(request: SignUpRequest) {
  return apiRequest('/api/auth/sign-up', {
    method: 'POST',
    body: request,
    schema: AcceptedSchema,
    session: null,
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

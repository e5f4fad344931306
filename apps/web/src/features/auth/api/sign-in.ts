import { useMutation } from '@tanstack/react-query';
import { AuthSessionSchema, type SignInRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

export function signIn(request: SignInRequest) {
  return apiRequest('/api/auth/sign-in', {
    method: 'POST',
    body: request,
    schema: AuthSessionSchema,
    session: null,
  });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

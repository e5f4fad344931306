import { useMutation } from '@tanstack/react-query';
import { AuthSessionSchema, type SignInRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { chosenLanguage } from '@/shared/i18n/languages';

export function signIn(request: SignInRequest) {
  return apiRequest('/api/auth/sign-in', {
    method: 'POST',
    // the server writes to the customer (codes, alerts) in the language they chose
    body: { ...request, language: chosenLanguage() },
    schema: AuthSessionSchema,
    session: null,
  });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

import { useMutation } from '@tanstack/react-query';
import { AcceptedSchema, type SignUpRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { chosenLanguage } from '@/shared/i18n/languages';

export function signUp(request: SignUpRequest) {
  return apiRequest('/api/auth/sign-up', {
    method: 'POST',
    // the server writes to the customer (codes, alerts) in the language they chose
    body: { ...request, language: chosenLanguage() },
    schema: AcceptedSchema,
    session: null,
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

import { AuthSessionSchema, type SignInRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { chosenLanguage } from '@/shared/i18n/languages';
import { useRequest } from '@/shared/api/use-request';

export function signIn(request: SignInRequest) {
  return apiRequest('/api/auth/sign-in', {
    method: 'POST',
    // the server writes to the customer (codes, alerts) in the language they chose
    body: { ...request, language: chosenLanguage() },
    schema: AuthSessionSchema,
    session: null,
  });
}

/** Without TanStack Query's hooks, which the sign-in page's budget leaves out (decision 050). */
export function useSignIn() {
  return useRequest(signIn);
}

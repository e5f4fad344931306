import { AuthSessionSchema, type SignInRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { useRequest } from '@/shared/api/use-request';

export function signIn(request: SignInRequest) {
  return apiRequest('/api/auth/sign-in', {
    method: 'POST',
    body: request,
    schema: AuthSessionSchema,
    session: null,
  });
}

/** Without TanStack Query: the sign-in page is drawn without MUI and loads none (decision 050). */
export function useSignIn() {
  return useRequest(signIn);
}

import { useMutation } from '@tanstack/react-query';
import { AcceptedSchema, type ForgotPasswordRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { chosenLanguage } from '@/shared/i18n/languages';

export function forgotPassword(request: ForgotPasswordRequest) {
  return apiRequest('/api/auth/forgot-password', {
    method: 'POST',
    // the server writes to the customer (codes, alerts) in the language they chose
    body: { ...request, language: chosenLanguage() },
    schema: AcceptedSchema,
    session: null,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

import { useMutation } from '@tanstack/react-query';
import { AcceptedSchema, type ChangeUsernamePasswordRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

/** A guest page (SPEC 2.1): the current e-mail and password prove who is changing them. */
export function changeUsernamePassword(request: ChangeUsernamePasswordRequest) {
  return apiRequest('/api/auth/change-username-password', {
    method: 'POST',
    body: request,
    schema: AcceptedSchema,
    session: null,
  });
}

export function useChangeUsernamePassword() {
  return useMutation({ mutationFn: changeUsernamePassword });
}

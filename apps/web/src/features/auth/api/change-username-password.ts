import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ChangeUsernamePasswordRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { endServerSession } from '@/shared/session/sign-out';
import { getDeviceUniqueId } from '@/shared/session/device-id';
import { signIn } from './sign-in';

export type ChangeCredentialsInput = ChangeUsernamePasswordRequest & { email: string };

/**
 * The page is for guests (SPEC 2.1), but the change needs a session: sign in with the current credentials, change
 * them with that short-lived session (never stored), then end it.
 */
export async function changeUsernamePassword({ email, ...change }: ChangeCredentialsInput) {
  const session = await signIn({
    email,
    password: change.currentPassword,
    deviceUniqueId: getDeviceUniqueId(),
  });
  try {
    return await apiRequest('/api/auth/change-username-password', {
      method: 'POST',
      body: change,
      schema: z.unknown(),
      session,
    });
  } finally {
    await endServerSession(session);
  }
}

export function useChangeUsernamePassword() {
  return useMutation({ mutationFn: changeUsernamePassword });
}

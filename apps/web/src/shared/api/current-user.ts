import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserSchema } from '@taka/contracts';
import { apiRequest } from './http-client';
import { useSession } from '@/shared/session/session-store';

export const userQuery = queryOptions({
  queryKey: ['common', 'user'],
  queryFn: () => apiRequest('/api/common/user', { schema: UserSchema }),
});

/** The signed-in customer: the stored copy at once, the server's fresh one when it arrives. */
export function useCurrentUser() {
  const session = useSession();
  const fresh = useQuery({ ...userQuery, enabled: session !== null }).data;
  return fresh ?? session?.user ?? null;
}

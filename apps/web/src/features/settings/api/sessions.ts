import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActiveSessionsSchema, SignedOutSessionsSchema } from '@taka/contracts';
import { z } from 'zod';
import { apiRequest } from '@/shared/api/http-client';

const SESSIONS_KEY = ['settings', 'sessions'] as const;

const sessionsQuery = queryOptions({
  queryKey: SESSIONS_KEY,
  queryFn: () => apiRequest('/api/settings/sessions', { schema: ActiveSessionsSchema }),
  select: (answer) => answer.sessions,
});

/** Where the customer is signed in: this device first. */
export const useActiveSessions = () => useQuery(sessionsQuery);

/** Signs out one session (`id`) or, without one, every session but this. The list is stale after either. */
export function useSignOutSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id === null
        ? apiRequest('/api/settings/sessions/sign-out-others', {
            method: 'POST',
            schema: SignedOutSessionsSchema,
          })
        : apiRequest(`/api/settings/sessions/${id}`, { method: 'DELETE', schema: z.undefined() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

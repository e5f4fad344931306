import { queryOptions, useQuery } from '@tanstack/react-query';
import { PasskeyListSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

export const PASSKEYS_KEY = ['passkeys'] as const;

export const passkeysQuery = () =>
  queryOptions({
    queryKey: PASSKEYS_KEY,
    queryFn: ({ signal }) => apiRequest('/api/passkeys', { schema: PasskeyListSchema, signal }),
    select: (list) => list.passkeys,
  });

export const usePasskeys = () => useQuery(passkeysQuery());

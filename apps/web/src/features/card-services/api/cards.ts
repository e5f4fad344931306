import { useMutation, useQuery, useQueryClient, queryOptions } from '@tanstack/react-query';
import {
  CardListSchema,
  CardSchema,
  OtpChallengeSchema,
  type BlockCardRequest,
  type CardControlsRequest,
  type ConfirmTagCardRequest,
  type TagCardRequest,
  type UnblockCardRequest,
} from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { navigationQuery } from '@/shared/ui/navigation/navigation-query';
import { SERVICE_REQUESTS_KEY } from '@/shared/banking/service-requests/submit-service-request';

/** The customer's cards; under the service requests' key, since a completed request may issue or replace one. */
export const CARDS_KEY = [...SERVICE_REQUESTS_KEY, 'cards'] as const;

export const cardsQuery = queryOptions({
  queryKey: CARDS_KEY,
  queryFn: ({ signal }) => apiRequest('/api/cards', { schema: CardListSchema, signal }),
});

export const useCards = () => useQuery(cardsQuery);

/** A change to a card: the list, the menu (what the customer holds) and the bell are stale after it. */
function useCardMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CARDS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['notifications'] });
      await queryClient.invalidateQueries({ queryKey: navigationQuery.queryKey });
    },
  });
}

export const useBlockCard = () =>
  useCardMutation(({ id, ...body }: BlockCardRequest & { id: string }) =>
    apiRequest(`/api/cards/${id}/block`, { method: 'POST', body, schema: CardSchema }),
  );

export const useRequestUnblockCode = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/cards/${id}/unblock/otp`, { method: 'POST', schema: OtpChallengeSchema }),
  });

export const useUnblockCard = () =>
  useCardMutation(({ id, ...body }: UnblockCardRequest & { id: string }) =>
    apiRequest(`/api/cards/${id}/unblock`, { method: 'POST', body, schema: CardSchema }),
  );

export const useChangeControls = () =>
  useCardMutation(({ id, ...body }: CardControlsRequest & { id: string }) =>
    apiRequest(`/api/cards/${id}/controls`, { method: 'PUT', body, schema: CardSchema }),
  );

export const useRequestTagCode = () =>
  useMutation({
    mutationFn: (body: TagCardRequest) =>
      apiRequest('/api/cards/tag/otp', { method: 'POST', body, schema: OtpChallengeSchema }),
  });

export const useTagCard = () =>
  useCardMutation((body: ConfirmTagCardRequest) =>
    apiRequest('/api/cards/tag', { method: 'POST', body, schema: CardSchema }),
  );

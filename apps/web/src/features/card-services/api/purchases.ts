import { useQuery } from '@tanstack/react-query';
import { CardPurchaseListSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { CARDS_KEY } from './cards';

/** A credit card's purchases that can still be converted to EMI. */
export const useCardPurchases = (cardId: string | undefined) =>
  useQuery({
    queryKey: [...CARDS_KEY, cardId, 'purchases'],
    queryFn: ({ signal }) =>
      apiRequest(`/api/cards/${cardId}/purchases`, { schema: CardPurchaseListSchema, signal }),
    enabled: Boolean(cardId),
  });

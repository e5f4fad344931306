import { useMutation } from '@tanstack/react-query';
import { TransferQuoteSchema, type TransferRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

/** What a transfer would cost, who receives it, and whether funds and limits allow it now. */
export function quoteTransfer(request: TransferRequest) {
  return apiRequest('/api/transactions/quote', {
    method: 'POST',
    body: request,
    schema: TransferQuoteSchema,
  });
}

export const useQuoteTransfer = () => useMutation({ mutationFn: quoteTransfer });

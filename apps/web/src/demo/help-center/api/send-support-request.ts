import { useMutation } from '@tanstack/react-query';
import { SupportTicketSchema, type SupportRequest } from '@taka/demo-api/schemas/help-center';
import { demoRequest } from '@/shared/demo/demo-request';

/** Sends a message to the support team; the answer is the ticket it opened. */
export const useSendSupportRequest = () =>
  useMutation({
    mutationFn: (body: SupportRequest) =>
      demoRequest('/api/apps/help-center/support', SupportTicketSchema, { method: 'POST', body }),
  });

import { apiDownload } from '@/shared/api/http-client';

/** The receipt PDF of a transaction (SPEC 2.6: transaction.pdf). */
export const downloadReceipt = (transactionId: string) =>
  apiDownload(`/api/notification-service/receipt/${encodeURIComponent(transactionId)}`, {
    accept: 'application/pdf',
  });

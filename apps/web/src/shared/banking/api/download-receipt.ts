import type { FormatLanguage } from '@taka/contracts';
import { apiDownload } from '@/shared/api/http-client';

/** The receipt PDF of a transaction (SPEC 2.6: transaction.pdf), written in `language`. */
export const downloadReceipt = (transactionId: string, language: FormatLanguage) =>
  apiDownload(
    `/api/notification-service/receipt/${encodeURIComponent(transactionId)}?${new URLSearchParams({ language }).toString()}`,
    { accept: 'application/pdf' },
  );

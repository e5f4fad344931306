import type { FormatLanguage } from '@taka/contracts';
import { apiDownload } from '@/shared/api/http-client';
import type { DocumentFormat } from '@/shared/banking/DocumentDownloads';
import type { HistorySearch } from '../search';

const ACCEPT: Record<DocumentFormat, string> = { pdf: 'application/pdf', csv: 'text/csv' };

/** Every transaction the filters show (no pages) as a PDF or a CSV file, written in `language`. */
export function downloadHistory(format: DocumentFormat, search: HistorySearch, language: FormatLanguage) {
  const parameters = new URLSearchParams({ ...search, language });
  return apiDownload(`/api/transactions/history/${format}?${parameters.toString()}`, {
    accept: ACCEPT[format],
  });
}

import type { FormatLanguage } from '@taka/contracts';
import { apiDownload } from '@/shared/api/http-client';
import type { HistorySearch } from '../search';

export type HistoryFormat = 'pdf' | 'csv';

const ACCEPT: Record<HistoryFormat, string> = { pdf: 'application/pdf', csv: 'text/csv' };

/** Every transaction the filters show (no pages) as a PDF or a CSV file, written in `language`. */
export function downloadHistory(format: HistoryFormat, search: HistorySearch, language: FormatLanguage) {
  const parameters = new URLSearchParams({ ...search, language });
  return apiDownload(`/api/transactions/history/${format}?${parameters.toString()}`, {
    accept: ACCEPT[format],
  });
}

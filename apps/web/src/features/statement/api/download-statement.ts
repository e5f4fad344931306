import type { FormatLanguage, StatementDownloadQuery } from '@taka/contracts';
import { apiDownload } from '@/shared/api/http-client';

export type StatementFormat = 'pdf' | 'csv';

const ACCEPT: Record<StatementFormat, string> = { pdf: 'application/pdf', csv: 'text/csv' };

/** The whole statement of a period (at most a year) as a PDF or a CSV file, written in `language`. */
export function downloadStatement(
  format: StatementFormat,
  query: StatementDownloadQuery,
  language: FormatLanguage,
) {
  const search = new URLSearchParams({
    accountId: query.accountId,
    from: query.from,
    to: query.to,
    language,
  });
  return apiDownload(`/api/statement/${format}?${search.toString()}`, { accept: ACCEPT[format] });
}

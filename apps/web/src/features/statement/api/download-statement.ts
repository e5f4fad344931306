import type { FormatLanguage, StatementDownloadQuery } from '@taka/contracts';
import { apiDownload } from '@/shared/api/http-client';
import type { DocumentFormat } from '@/shared/banking/DocumentDownloads';

const ACCEPT: Record<DocumentFormat, string> = { pdf: 'application/pdf', csv: 'text/csv' };

/** The whole statement of a period (at most a year) as a PDF or a CSV file, written in `language`. */
export function downloadStatement(
  format: DocumentFormat,
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

import PDFDocument from 'pdfkit';
import {
  factsOfListed,
  formatDateTime,
  formatNumber,
  formatTaka,
  HISTORY_DOWNLOAD_MAX_ROWS,
  type ListedTransaction,
  type TransactionHistoryFilters,
} from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Texts } from '../languages/texts.ts';
import { drawText, useNotoSans } from '../pdf/fonts.ts';
import { footOfEveryPage, pdfTable } from '../pdf/table.ts';
import { csvField } from '../statement/statement-csv.ts';
import { transactionHistory } from './history.ts';

/** Every transaction the filters show, for a download: no pages; more than HISTORY_DOWNLOAD_MAX_ROWS is refused. */
export async function historyForDownload(
  db: Database,
  customerId: string,
  filters: TransactionHistoryFilters,
): Promise<ListedTransaction[]> {
  const all = await transactionHistory(db, customerId, filters, { size: HISTORY_DOWNLOAD_MAX_ROWS });
  if (all.nextCursor) throw new AppError('HISTORY_TOO_LARGE');
  return all.transactions;
}

/** Money out of the customer's accounts is its grand total, money in its amount (as the list on screen shows). */
const sides = (row: ListedTransaction) =>
  row.direction === 'sent'
    ? { debit: row.grandTotalAmount, credit: '' }
    : { debit: '', credit: row.transactionAmount };

/**
 * The history as CSV, with the statement's rules (UTF-8 with a BOM, CRLF, every field quoted and formula-safe,
 * amounts as plain decimals): Date & Time, Transaction ID, Description, Remarks, Status, Debit, Credit.
 */
export function historyCsv(rows: ListedTransaction[], { language, t, describe }: Texts): string {
  const lines = [
    [
      t('receipt.fields.dateTime'),
      t('receipt.fields.transactionId'),
      t('statement.columns.description'),
      t('documents.statement.remarks'),
      t('history.columns.status'),
      t('statement.columns.debit'),
      t('statement.columns.credit'),
    ],
    ...rows.map((row) => {
      const { debit, credit } = sides(row);
      return [
        formatDateTime(row.transactionTime, language),
        row.transactionId,
        describe(factsOfListed(row)),
        row.remarks,
        t(`receipt.status.${row.transactionStatus}`),
        debit,
        credit,
      ];
    }),
  ];
  return `\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

const MARGIN = 40;
const COLUMNS = [
  { key: 'date', width: 80, align: 'left' },
  { key: 'description', width: 205, align: 'left' },
  { key: 'status', width: 70, align: 'left' },
  { key: 'debit', width: 80, align: 'right' },
  { key: 'credit', width: 80, align: 'right' },
] as const;

/** The history as an A4 PDF in the reader's language, with the statement's font and table. */
export function renderHistoryPdf(
  rows: ListedTransaction[],
  customerName: string,
  generatedAt: Date,
  { language, t, describe }: Texts,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: t('pages.transactionHistory.title') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const line = (text: string, size: number, weight: 'regular' | 'bold' = 'regular') =>
    drawText(doc, text, MARGIN, doc.y, { size, width: 515, weight });
  useNotoSans(doc);
  doc.fillColor('#0b5394');
  line('Taka', 20, 'bold').fillColor('#555555');
  line(t('documents.tagline'), 9).moveDown(0.6).fillColor('#000000');
  line(t('pages.transactionHistory.title'), 15, 'bold').moveDown(0.3);
  line(`${t('documents.statement.customer')}: ${customerName}`, 9.5);
  line(`${t('documents.statement.generated')}: ${formatDateTime(generatedAt, language)}`, 9.5).moveDown(0.8);

  const table = pdfTable(
    doc,
    COLUMNS,
    {
      date: t('receipt.fields.dateTime'),
      description: t('statement.columns.description'),
      status: t('history.columns.status'),
      debit: t('statement.columns.debit'),
      credit: t('statement.columns.credit'),
    },
    MARGIN,
  );
  table.drawHeader();
  const amount = (money: string) => (money ? formatTaka(money, language) : '');
  for (const row of rows) {
    const { debit, credit } = sides(row);
    const remarks = row.remarks ? `\n${row.remarks}` : '';
    table.drawRow({
      date: formatDateTime(row.transactionTime, language),
      description: `${describe(factsOfListed(row))}${remarks}\n${row.transactionId}`,
      status: t(`receipt.status.${row.transactionStatus}`),
      debit: amount(debit),
      credit: amount(credit),
    });
  }
  if (rows.length === 0) {
    doc.moveDown(0.8);
    line(t('history.empty.title'), 9);
  }
  footOfEveryPage(
    doc,
    MARGIN,
    (page, pages) =>
      `Taka · ${t('documents.statement.page', { page: formatNumber(page, language), pages: formatNumber(pages, language) })}`,
  );
  doc.end();
  return done;
}

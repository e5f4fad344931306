import PDFDocument from 'pdfkit';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatTaka,
  formatTime,
  parseMoney,
  type Statement,
} from '@taka/contracts';
import type { Texts } from '../languages/texts.ts';
import { drawText, useNotoSans, type Weight } from '../pdf/fonts.ts';
import { footOfEveryPage, pdfTable } from '../pdf/table.ts';

const MARGIN = 40;
/** Table columns (A4 portrait: 515 points between the margins). */
const COLUMNS = [
  { key: 'date', width: 68, align: 'left' },
  { key: 'description', width: 197, align: 'left' },
  { key: 'debit', width: 80, align: 'right' },
  { key: 'credit', width: 80, align: 'right' },
  { key: 'balance', width: 90, align: 'right' },
] as const;

export type StatementHolder = { fullName: string; branch: string };

/**
 * The statement as an A4 PDF in the language of `texts`: the bank's header, customer and account, period, opening
 * and closing balance with the period's totals, then every row with its running balance (the table header repeats
 * on each page), and "page n of m" at the foot of every page. Amounts, dates and times are written by the
 * formatting rule (Bengali digits in Bengali); account numbers and references stay as they are.
 */
export function renderStatementPdf(
  statement: Statement,
  holder: StatementHolder,
  generatedAt: Date,
  { language, t, describe }: Texts,
): Promise<Buffer> {
  const amount = (money: string) => formatTaka(money, language);
  const date = (day: string) => formatDate(day, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${t('pages.statement.title')} ${statement.account.number} ${statement.from} ${statement.to}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let debits = 0n;
  let credits = 0n;
  for (const row of statement.rows) {
    if (row.debit) debits += parseMoney(row.debit);
    if (row.credit) credits += parseMoney(row.credit);
  }

  const line = (text: string, size: number, weight: Weight = 'regular') =>
    drawText(doc, text, MARGIN, doc.y, { size, width: 515, weight });
  useNotoSans(doc);
  doc.fillColor('#0b5394');
  line('Taka', 20, 'bold').fillColor('#555555');
  line(t('documents.tagline'), 9).moveDown(0.6).fillColor('#000000');
  line(t('pages.statement.title'), 15, 'bold').moveDown(0.5);

  const period = t('statement.period', {
    from: formatDate(statement.from, language, 'long'),
    to: formatDate(statement.to, language, 'long'),
  });
  const facts: [string, string][] = [
    [t('documents.statement.customer'), holder.fullName],
    [t('documents.statement.accountTitle'), statement.account.title],
    [t('documents.statement.accountNumber'), statement.account.number],
    [t('documents.statement.product'), statement.account.productName],
    [t('documents.statement.branch'), holder.branch],
    [t('documents.statement.period'), period],
    [t('documents.statement.currency'), 'BDT'],
    [t('statement.openingBalance'), amount(statement.openingBalance)],
    [t('documents.statement.totalDebits'), amount(formatMoney(debits))],
    [t('documents.statement.totalCredits'), amount(formatMoney(credits))],
    [t('statement.closingBalance'), amount(statement.closingBalance)],
    [t('documents.statement.generated'), formatDateTime(generatedAt, language)],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.fillColor('#333333');
    const labelBottom = drawText(doc, label, MARGIN, y, { size: 9.5, width: 110, weight: 'bold' }).y;
    doc.fillColor('#000000');
    drawText(doc, value, MARGIN + 115, y, { size: 9.5, width: 400 });
    doc.y = Math.max(doc.y, labelBottom);
    doc.moveDown(0.25);
  }
  doc.moveDown(0.8);

  const { drawHeader, drawRow } = pdfTable(
    doc,
    COLUMNS,
    {
      date: t('documents.statement.date'),
      description: t('statement.columns.description'),
      debit: t('statement.columns.debit'),
      credit: t('statement.columns.credit'),
      balance: t('statement.columns.balance'),
    },
    MARGIN,
  );

  drawHeader();
  drawRow({
    date: date(statement.from),
    description: t('statement.openingBalance'),
    debit: '',
    credit: '',
    balance: amount(statement.openingBalance),
  });
  for (const row of statement.rows) {
    const remarks = row.remarks ? `\n${row.remarks}` : '';
    drawRow({
      date: `${date(row.time)}\n${formatTime(row.time, language)}`,
      description: `${describe(row)}${remarks}\n${row.transactionId}`,
      debit: row.debit ? amount(row.debit) : '',
      credit: row.credit ? amount(row.credit) : '',
      balance: amount(row.balance),
    });
  }
  drawRow(
    {
      date: date(statement.to),
      description: t('statement.closingBalance'),
      debit: '',
      credit: '',
      balance: amount(statement.closingBalance),
    },
    { bold: true },
  );
  if (statement.rows.length === 0) {
    doc.moveDown(0.8);
    line(t('statement.empty'), 9);
  }

  footOfEveryPage(
    doc,
    MARGIN,
    (page, pages) =>
      `Taka · ${statement.account.number} · ${t('documents.statement.page', {
        page: formatNumber(page, language),
        pages: formatNumber(pages, language),
      })}`,
  );
  doc.end();
  return done;
}

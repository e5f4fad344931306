import PDFDocument from 'pdfkit';
import { formatMoney, formatTakaDisplay, parseMoney, type Statement } from '@taka/contracts';
import { documentTexts } from '../documents/texts.ts';
import { drawText, heightOfText, useNotoSans, type Weight } from '../pdf/fonts.ts';
import { receiptTime } from '../transactions/receipt-pdf.ts';
import { dhakaDateTime } from './download.ts';

/** "1,23,456.50" (lakh/crore grouping, no currency sign: the header says BDT). */
const amount = (money: string) => formatTakaDisplay(parseMoney(money)).replace('৳', '');

/** "1 May 2026" for an ISO date. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

const MARGIN = 40;
/** Table columns (A4 portrait: 515 points between the margins). */
const COLUMNS = [
  { key: 'date', label: 'Date', width: 68, align: 'left' },
  { key: 'description', label: 'Description', width: 197, align: 'left' },
  { key: 'debit', label: 'Debit', width: 80, align: 'right' },
  { key: 'credit', label: 'Credit', width: 80, align: 'right' },
  { key: 'balance', label: 'Balance', width: 90, align: 'right' },
] as const;
type Cells = Record<(typeof COLUMNS)[number]['key'], string>;

export type StatementHolder = { fullName: string; branch: string };

/**
 * The statement as an A4 PDF: the bank's header, customer and account, period, opening and closing balance
 * with the period's totals, then every row with its running balance (the table header repeats on each page),
 * and "page n of m" at the foot of every page.
 */
export function renderStatementPdf(
  statement: Statement,
  holder: StatementHolder,
  generatedAt: Date,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Statement ${statement.account.number} ${statement.from} to ${statement.to}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const texts = documentTexts('en');
  const bottom = () => doc.page.height - MARGIN - 24;
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
  line('Retail internet banking', 9).moveDown(0.6).fillColor('#000000');
  line('Account Statement', 15, 'bold').moveDown(0.5);

  const facts: [string, string][] = [
    ['Customer', holder.fullName],
    ['Account title', statement.account.title],
    ['Account number', statement.account.number],
    ['Product', statement.account.productName],
    ['Branch', holder.branch],
    ['Period', `${longDate(statement.from)} to ${longDate(statement.to)}`],
    ['Currency', 'BDT'],
    ['Opening balance', amount(statement.openingBalance)],
    ['Total debits', amount(formatMoney(debits))],
    ['Total credits', amount(formatMoney(credits))],
    ['Closing balance', amount(statement.closingBalance)],
    ['Generated', receiptTime(generatedAt.toISOString())],
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

  const drawRow = (cells: Cells, options: { bold?: boolean; shade?: boolean } = {}) => {
    const style = { size: 8.5, weight: options.bold ? 'bold' : 'regular' } as const;
    const heights = COLUMNS.map((column) =>
      heightOfText(doc, cells[column.key], { ...style, width: column.width - 6 }),
    );
    const height = Math.max(...heights) + 6;
    if (doc.y + height > bottom()) {
      doc.addPage();
      drawHeader();
    }
    const top = doc.y;
    if (options.shade) doc.rect(MARGIN, top, 515, height).fill('#eef3f8');
    let x = MARGIN;
    for (const column of COLUMNS) {
      doc.fillColor('#000000');
      drawText(doc, cells[column.key], x + 3, top + 3, {
        ...style,
        width: column.width - 6,
        align: column.align,
      });
      x += column.width;
    }
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + 515, top + height)
      .lineWidth(0.4)
      .strokeColor('#cccccc')
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  const drawHeader = () =>
    drawRow(
      { date: 'Date', description: 'Description', debit: 'Debit', credit: 'Credit', balance: 'Balance' },
      { bold: true, shade: true },
    );

  drawHeader();
  drawRow({
    date: statement.from,
    description: 'Opening balance',
    debit: '',
    credit: '',
    balance: amount(statement.openingBalance),
  });
  for (const row of statement.rows) {
    const remarks = row.remarks ? `\n${row.remarks}` : '';
    drawRow({
      date: dhakaDateTime(row.time).replace(' ', '\n'),
      description: `${texts.describe(row)}${remarks}\n${row.transactionId}`,
      debit: row.debit ? amount(row.debit) : '',
      credit: row.credit ? amount(row.credit) : '',
      balance: amount(row.balance),
    });
  }
  drawRow(
    {
      date: statement.to,
      description: 'Closing balance',
      debit: '',
      credit: '',
      balance: amount(statement.closingBalance),
    },
    { bold: true },
  );
  if (statement.rows.length === 0) {
    doc.moveDown(0.8);
    line('No transactions in this period.', 9);
  }

  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    doc.fillColor('#777777');
    drawText(
      doc,
      `Taka · ${statement.account.number} · page ${i + 1} of ${pages.count}`,
      MARGIN,
      doc.page.height - MARGIN - 10,
      { size: 8, width: 515, align: 'center' },
    );
  }
  doc.end();
  return done;
}

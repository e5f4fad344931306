import PDFDocument from 'pdfkit';
import {
  formatDateTime,
  formatPrepaidToken,
  formatTaka,
  isFailureStatus,
  type TransactionReceipt,
} from '@taka/contracts';
import type { Texts } from '../languages/texts.ts';
import { drawText, useNotoSans } from '../pdf/fonts.ts';

const MARGIN = 40;

/**
 * The receipt as a one-page PDF (transaction.pdf) in the language of `texts`: Thank You or Sorry, the SPEC 2.6
 * fields, a prepaid token. Amounts and the time are written by the formatting rule; numbers that identify (the
 * transaction, the accounts, the token) stay as they are.
 */
export function renderReceiptPdf(receipt: TransactionReceipt, { language, t }: Texts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    margin: MARGIN,
    info: { Title: `${t('documents.receipt.title')} ${receipt.transactionId}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const failed = isFailureStatus(receipt.transactionStatus);
  const width = doc.page.width - 2 * MARGIN;
  const centered = (text: string, size: number) =>
    drawText(doc, text, MARGIN, doc.y, { size, width, align: 'center' });
  const amount = (money: string) => formatTaka(money, language);
  useNotoSans(doc);
  centered('Taka', 18);
  doc.moveDown(0.5).fillColor(failed ? '#b00020' : '#1b7f3b');
  centered(t(failed ? 'receipt.sorry' : 'receipt.thankYou'), 16);
  doc.fillColor('#333333');
  centered(t(`receipt.status.${receipt.transactionStatus}`), 11).moveDown();

  const rows: [string, string][] = [
    [t('receipt.fields.transactionId'), receipt.transactionId],
    [t('receipt.fields.fromAccountName'), receipt.fromAccountName],
    [t('receipt.fields.fromAccount'), receipt.fromAccount],
    [t('receipt.fields.toAccountName'), receipt.toAccountName],
    [t('receipt.fields.toAccount'), receipt.toAccount],
    [t('receipt.fields.amount'), amount(receipt.transactionAmount)],
    [t('receipt.fields.charge'), amount(receipt.chargeAmount)],
    [t('receipt.fields.vat'), amount(receipt.vatAmount)],
    [t('receipt.fields.grandTotal'), amount(receipt.grandTotalAmount)],
    [t('receipt.fields.dateTime'), formatDateTime(receipt.transactionTime, language)],
    [t('receipt.fields.remarks'), receipt.remarks || '-'],
  ];
  if (receipt.prepaidToken)
    rows.push([t('documents.receipt.meterToken'), formatPrepaidToken(receipt.prepaidToken)]);
  doc.fillColor('#000000');
  for (const [label, value] of rows) {
    const y = doc.y;
    const labelBottom = drawText(doc, label, MARGIN, y, { size: 10, width: 140, weight: 'bold' }).y;
    drawText(doc, value, MARGIN + 150, y, { size: 10, width: width - 150 });
    doc.y = Math.max(doc.y, labelBottom);
    doc.moveDown(0.4);
  }
  doc.end();
  return done;
}

import PDFDocument from 'pdfkit';
import { formatPrepaidToken, isFailureStatus, type TransactionReceipt } from '@taka/contracts';
import { drawText, useNotoSans } from '../pdf/fonts.ts';

/** Dhaka time of an ISO instant, like 5 Jan 2024, 3:07 PM (SPEC 3.1). */
export function receiptTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dhaka',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
    .format(new Date(iso))
    .replace(' at ', ', ')
    .replace(/\b(am|pm)\b/, (m) => m.toUpperCase());
}

const MARGIN = 40;

/** The receipt as a one-page PDF (transaction.pdf): Thank You or Sorry, the SPEC 2.6 fields, a prepaid token. */
export function renderReceiptPdf(receipt: TransactionReceipt): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    margin: MARGIN,
    info: { Title: `Receipt ${receipt.transactionId}` },
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
  useNotoSans(doc);
  centered('Taka', 18);
  doc.moveDown(0.5).fillColor(failed ? '#b00020' : '#1b7f3b');
  centered(failed ? 'Sorry' : 'Thank You', 16);
  doc.fillColor('#333333');
  centered(receipt.statusMessage, 11).moveDown();

  const rows: [string, string][] = [
    ['Transaction ID', receipt.transactionId],
    ['From Account/Card', receipt.fromAccountName],
    ['Account/Card No.', receipt.fromAccount],
    ['To Account', receipt.toAccountName],
    ['Account No.', receipt.toAccount],
    ['Amount', `BDT ${receipt.transactionAmount}`],
    ['Service Charge', `BDT ${receipt.chargeAmount}`],
    ['VAT', `BDT ${receipt.vatAmount}`],
    ['Grand Total', `BDT ${receipt.grandTotalAmount}`],
    ['Date & Time', receiptTime(receipt.transactionTime)],
    ['Remarks', receipt.remarks || '-'],
  ];
  if (receipt.prepaidToken) rows.push(['Meter Token', formatPrepaidToken(receipt.prepaidToken)]);
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

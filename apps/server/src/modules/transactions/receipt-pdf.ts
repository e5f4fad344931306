import PDFDocument from 'pdfkit';
import { isFailureStatus, type TransactionReceipt } from '@taka/contracts';

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

/** The receipt as a one-page PDF (transaction.pdf): Thank You or Sorry, then the SPEC 2.6 fields. */
export function renderReceiptPdf(receipt: TransactionReceipt): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    margin: 40,
    info: { Title: `Receipt ${receipt.transactionId}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const failed = isFailureStatus(receipt.transactionStatus);
  doc.fontSize(18).text('Taka', { align: 'center' });
  doc
    .moveDown(0.5)
    .fontSize(16)
    .fillColor(failed ? '#b00020' : '#1b7f3b');
  doc.text(failed ? 'Sorry' : 'Thank You', { align: 'center' });
  doc.fontSize(11).fillColor('#333333').text(receipt.statusMessage, { align: 'center' }).moveDown();

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
  doc.fillColor('#000000').fontSize(10);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, 40, y, { width: 140 });
    doc.font('Helvetica').text(value, 190, y, { width: 190 });
    doc.moveDown(0.4);
  }
  doc.end();
  return done;
}

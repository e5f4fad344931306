import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dhakaDate } from '../src/modules/limits/periods.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, RAHIM, signIn, type Device } from './helpers/client.ts';
import { receiptOf, SEED_ACCOUNTS, transfer } from './helpers/money.ts';

let t: TestApp;
let rahim: Device;
const R = SEED_ACCOUNTS.rahim;
const BANGLA = 'বাড়ি ভাড়া';
/**
 * BANGLA as a PDF reader extracts it: in the order the glyphs are drawn, so the vowel sign ি, written after its
 * consonant ড় but shaped to stand before it, comes first. Unshaped text would come back in typed order.
 */
const BANGLA_AS_DRAWN = 'বা\u09bfড\u09bc ভাড়া';
let banglaTransactionId: string;
let latinTransactionId: string;

beforeAll(async () => {
  t = await startTestApp();
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
  const send = async (remarks: string) =>
    (
      await receiptOf(
        await transfer(t.app, rahim, RAHIM.mobileNumber, {
          type: 'within_bank',
          sourceAccountId: R.savings.id,
          accountNumber: SEED_ACCOUNTS.karim.savings.number,
          amount: '100',
          remarks,
        }),
      )
    ).transactionId;
  banglaTransactionId = await send(BANGLA);
  latinTransactionId = await send('Rent for May');
});
afterAll(() => t.close());

const receiptPdf = async (transactionId: string, language?: string) => {
  const response = await as(t.app, rahim, {
    method: 'GET',
    url: `/api/notification-service/receipt/${transactionId}`,
    query: language ? { language } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
};

/** The PDF's text, through pdf.js, which maps every glyph back to characters with the font's ToUnicode map. */
const textOf = async (pdf: Buffer) => (await extractText(new Uint8Array(pdf), { mergePages: true })).text;

/** Every font the PDF uses is embedded, none is one the viewer has to substitute, and every glyph was found. */
function expectEmbeddedNoto(pdf: Buffer, text: string) {
  const raw = pdf.toString('latin1');
  expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansBengali-Regular/);
  expect(raw).toMatch(/\/FontFile2 /);
  expect(raw).not.toContain('/Helvetica');
  for (const missing of ['\u0000', '\ufffd']) expect(text).not.toContain(missing);
}

// First in the file, so that in a process of its own this is the first PDF laid out (see useNotoSans).
describe('PDFs made one after another by one server', () => {
  it("each keep their own text: a Turkish history first leaves the next receipt's amounts as they are", async () => {
    const history = await as(t.app, rahim, {
      method: 'GET',
      url: '/api/transactions/history/pdf',
      query: { language: 'tr', status: 'REVERSE' },
    });
    expect(history.statusCode, history.body).toBe(200);
    const text = await textOf(await receiptPdf(latinTransactionId));
    expect(text).toContain('Amount ৳100.00');
    expect(text).toContain('Grand Total ৳100.00');
  });
});

describe('Bangla in the PDFs', () => {
  it('the receipt draws Bangla remarks in the embedded Noto Sans Bengali, shaped, and keeps the PDF small', async () => {
    const pdf = await receiptPdf(banglaTransactionId);
    const text = await textOf(pdf);
    expectEmbeddedNoto(pdf, text);
    expect(text).toContain(`Remarks ${BANGLA_AS_DRAWN}`);
    expect(text).toContain(banglaTransactionId);
    // only the glyphs used are embedded, not the font files
    expect(pdf.length).toBeLessThan(30_000);
  });

  it('the statement draws the same remarks under the transfer they belong to', async () => {
    const today = dhakaDate(t.clock.now());
    const response = await as(t.app, rahim, {
      method: 'GET',
      url: '/api/statement/pdf',
      query: { accountId: R.savings.id, from: today, to: today },
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = await textOf(response.rawPayload);
    expectEmbeddedNoto(response.rawPayload, text);
    expect(text).toContain('Account Statement');
    const row = text.slice(text.indexOf(BANGLA_AS_DRAWN));
    expect(row).toContain(banglaTransactionId);
    expect(row.indexOf(banglaTransactionId)).toBeLessThan(row.indexOf(latinTransactionId));
  });

  it('a receipt with only Latin text still has every word, in the same embedded family', async () => {
    const pdf = await receiptPdf(latinTransactionId);
    const text = await textOf(pdf);
    expectEmbeddedNoto(pdf, text);
    for (const words of [
      'Taka',
      'Thank You',
      `Transaction ID ${latinTransactionId}`,
      `Account No. ${SEED_ACCOUNTS.karim.savings.number}`,
      'Amount ৳100.00',
      'Remarks Rent for May',
    ])
      expect(text).toContain(words);
    expect(pdf.length).toBeLessThan(30_000);
  });
});

/** The text with identifiers (account numbers, references: 8 or more digits and capitals) taken out. */
const withoutIdentifiers = (text: string) => text.replace(/[0-9A-Z*]{8,}/g, '#');

describe('the PDFs in Bengali', () => {
  it('the statement: Bengali headings, amounts and dates in Bengali digits, identifiers as they are', async () => {
    const today = dhakaDate(t.clock.now());
    const response = await as(t.app, rahim, {
      method: 'GET',
      url: '/api/statement/pdf',
      query: { accountId: R.savings.id, from: today, to: today, language: 'bn' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = await textOf(response.rawPayload);
    expectEmbeddedNoto(response.rawPayload, text);
    for (const words of [
      'শাখা Motijheel Branch',
      'মুদ্রা BDT',
      '১০০.০০৳',
      'প্রাপক: Karim Hossain',
      `(${SEED_ACCOUNTS.karim.savings.number})`,
      banglaTransactionId,
      `Taka · ${R.savings.number} · পাতা ১ / ১`,
    ])
      expect(text).toContain(words);
    for (const english of ['Opening balance', 'Account Statement', 'Fund transfer', 'page 1 of 1'])
      expect(text).not.toContain(english);
    expect(withoutIdentifiers(text)).not.toMatch(/[0-9]/);
  });

  it('the receipt: Bengali labels, the amount and time in Bengali digits', async () => {
    const pdf = await receiptPdf(latinTransactionId, 'bn');
    const text = await textOf(pdf);
    expectEmbeddedNoto(pdf, text);
    for (const words of ['ধন্যবাদ', 'সফল', 'অঙ্ক ১০০.০০৳', latinTransactionId, 'Rent for May'])
      expect(text).toContain(words);
    expect(text).not.toContain('Thank You');
    expect(withoutIdentifiers(text)).not.toMatch(/[0-9]/);
  });

  it('a language the server does not write is refused', async () => {
    const response = await as(t.app, rahim, {
      method: 'GET',
      url: `/api/notification-service/receipt/${latinTransactionId}`,
      query: { language: 'de' },
    });
    expect([response.statusCode, response.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(response.json().fields).toEqual({ language: 'language.unsupported' });
  });
});

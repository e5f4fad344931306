import { formatDate, parseMoney, type Statement } from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dhakaDate } from '../src/modules/limits/periods.ts';
import { csvField } from '../src/modules/statement/statement-csv.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, KARIM, RAHIM, signIn, type Device } from './helpers/client.ts';
import { receiptOf, SEED_ACCOUNTS, transfer } from './helpers/money.ts';

let t: TestApp;
let rahim: Device;
let karim: Device;
let today: string;
const R = SEED_ACCOUNTS.rahim;
const EVIL = '=HYPERLINK("http://evil")';
let evilTransactionId: string;

beforeAll(async () => {
  t = await startTestApp();
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
  karim = await signIn(t.app, t.clock, { email: KARIM.email });
  today = dhakaDate(t.clock.now());
  const receipt = await receiptOf(
    await transfer(t.app, rahim, RAHIM.mobileNumber, {
      type: 'within_bank',
      sourceAccountId: R.savings.id,
      accountNumber: SEED_ACCOUNTS.karim.savings.number,
      amount: '100',
      remarks: EVIL,
    }),
  );
  evilTransactionId = receipt.transactionId;
  // Bangla in a remark must survive the download (UTF-8 with BOM).
  await receiptOf(
    await transfer(t.app, rahim, RAHIM.mobileNumber, {
      type: 'own',
      sourceAccountId: R.savings.id,
      destinationAccountId: R.current.id,
      amount: '50.25',
      remarks: 'বাড়ি ভাড়া',
    }),
  );
});
afterAll(() => t.close());

const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const download = (device: Device, kind: 'csv' | 'pdf', query: Record<string, string>) =>
  as(t.app, device, { method: 'GET', url: `/api/statement/${kind}`, query });

/** RFC 4180 fields of one line whose every field is quoted (as ours are). */
function fieldsOf(line: string): string[] {
  expect(line, line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
  return [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replaceAll('""', '"'));
}

describe('statement download', () => {
  it('CSV: BOM, CRLF, header, opening and closing lines, every row, remarks that cannot run as formulas', async () => {
    const query = { accountId: R.savings.id, from: daysBefore(today, 90), to: today };
    const response = await download(rahim, 'csv', query);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statement-${R.savings.number}-${query.from}-to-${query.to}.csv"`,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = text.slice(0, -2).split('\r\n').map(fieldsOf);

    const json = (
      await as(t.app, rahim, { method: 'GET', url: '/api/statement', query: { ...query, size: '100' } })
    ).json<Statement>();
    expect(json.totalElements).toBeLessThanOrEqual(100);
    expect(lines[0]).toEqual([
      'Date',
      'Transaction ID',
      'Description',
      'Remarks',
      'Debit',
      'Credit',
      'Balance',
    ]);
    expect(lines[1]).toEqual([
      formatDate(query.from, 'en'),
      '',
      'Opening balance',
      '',
      '',
      '',
      json.openingBalance,
    ]);
    const rows = lines.slice(2, -1);
    expect(rows.map((row) => row[1])).toEqual(json.rows.map((row) => row.transactionId));
    expect(rows.map((row) => row[6])).toEqual(json.rows.map((row) => row.balance));
    for (const row of rows) {
      // the day and Dhaka time as the reader writes them: "5 Nov 2026, 2:05 PM"
      expect(row[0]).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2} [AP]M$/);
      expect(row).toHaveLength(7);
      // amounts are unsigned, in the debit or the credit column
      expect([row[4], row[5]].filter(Boolean)).toHaveLength(1);
      expect(row[4] || row[5]).toMatch(/^\d+\.\d{2}$/);
    }
    const debits = rows.reduce((sum, row) => sum + (row[4] ? parseMoney(row[4]) : 0n), 0n);
    const credits = rows.reduce((sum, row) => sum + (row[5] ? parseMoney(row[5]) : 0n), 0n);
    const closing = lines.at(-1)!;
    expect(closing).toEqual([
      formatDate(query.to, 'en'),
      '',
      'Closing balance',
      '',
      String(debits / 100n) + '.' + String(debits % 100n).padStart(2, '0'),
      String(credits / 100n) + '.' + String(credits % 100n).padStart(2, '0'),
      json.closingBalance,
    ]);
    expect(parseMoney(json.openingBalance) - debits + credits).toBe(parseMoney(json.closingBalance));

    const evil = rows.find((row) => row[1] === evilTransactionId)!;
    expect(evil[2]).toBe(`Fund transfer to Karim Hossain (${SEED_ACCOUNTS.karim.savings.number})`);
    expect(evil[3]).toBe(`'${EVIL}`);
    expect(evil[4]).toBe('100.00');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(rows.some((row) => row[3] === 'বাড়ি ভাড়া')).toBe(true);
  });

  it('neutralises every formula start but leaves plain numbers alone', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvField(`${start}1+2`)).toBe(`"'${start}1+2"`);
    expect(csvField('-150.00')).toBe('"-150.00"');
    expect(csvField('-18450')).toBe('"-18450"');
    expect(csvField('150.00')).toBe('"150.00"');
    expect(csvField('-150.00 refund')).toBe(`"'-150.00 refund"`);
    expect(csvField('say "hi", then go')).toBe('"say ""hi"", then go"');
  });

  it('PDF: a real PDF named after the account and period', async () => {
    const query = { accountId: R.savings.id, from: daysBefore(today, 30), to: today };
    const response = await download(rahim, 'pdf', query);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statement-${R.savings.number}-${query.from}-to-${query.to}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.length).toBeGreaterThan(60);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('a PDF of a long, busy period spans pages; an empty period still has its balances', async () => {
    const long = await download(rahim, 'pdf', {
      accountId: R.savings.id,
      from: daysBefore(today, 365),
      to: today,
    });
    expect(long.statusCode, long.body).toBe(200);
    const empty = await download(rahim, 'pdf', {
      accountId: R.savings.id,
      from: '2020-01-01',
      to: '2020-01-31',
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const csv = await download(rahim, 'csv', {
      accountId: R.savings.id,
      from: '2020-01-01',
      to: '2020-01-31',
    });
    expect(csv.body.slice(1).split('\r\n')).toEqual([
      '"Date","Transaction ID","Description","Remarks","Debit","Credit","Balance"',
      '"1 Jan 2020","","Opening balance","","","","0.00"',
      '"31 Jan 2020","","Closing balance","","0.00","0.00","0.00"',
      '',
    ]);
  });

  it('refuses a period longer than a year, and dates the wrong way round', async () => {
    const accountId = R.savings.id;
    for (const kind of ['csv', 'pdf'] as const) {
      const tooLong = await download(rahim, kind, { accountId, from: '2025-01-01', to: '2026-01-02' });
      expect([tooLong.statusCode, tooLong.json().code]).toEqual([400, 'STATEMENT_RANGE_TOO_LONG']);
      expect(tooLong.json().fields).toEqual({ to: 'statement.rangeTooLong' });
    }
    // 366 days, both ends included, is the longest allowed
    expect(
      (await download(rahim, 'csv', { accountId, from: '2024-01-01', to: '2024-12-31' })).statusCode,
    ).toBe(200);
    const reversed = await download(rahim, 'csv', { accountId, from: '2024-02-01', to: '2024-01-01' });
    expect([reversed.statusCode, reversed.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it("is not found for another customer's account", async () => {
    for (const kind of ['csv', 'pdf'] as const) {
      const response = await download(karim, kind, { accountId: R.savings.id, from: today, to: today });
      expect([response.statusCode, response.json().code]).toEqual([404, 'NOT_FOUND']);
    }
  });
});

/** The CSV's lines as fields, the byte-order mark and the last line end left out. */
const linesOf = (csv: string) => csv.slice(1, -2).split('\r\n').map(fieldsOf);
const LATIN_DIGIT = /[0-9]/;
const BENGALI_DIGIT = /[০-৯]/;

describe('statement download in the language asked for', () => {
  it('CSV in Bengali: headings, dates and descriptions in Bengali, amounts and references machine-readable', async () => {
    const query = { accountId: R.savings.id, from: daysBefore(today, 90), to: today };
    const english = linesOf((await download(rahim, 'csv', query)).body);
    const response = await download(rahim, 'csv', { ...query, language: 'bn' });
    expect(response.statusCode, response.body).toBe(200);
    const lines = linesOf(response.body);

    expect(lines[0]).toEqual(['তারিখ', 'লেনদেন আইডি', 'বিবরণ', 'মন্তব্য', 'ডেবিট', 'ক্রেডিট', 'ব্যালান্স']);
    expect(lines[1]![2]).toBe('প্রারম্ভিক ব্যালান্স');
    expect(lines.at(-1)![2]).toBe('সমাপনী ব্যালান্স');
    // every date in Bengali digits; the same rows, references and amounts as in English
    for (const line of lines.slice(1)) {
      expect(line[0]).toMatch(BENGALI_DIGIT);
      expect(line[0]).not.toMatch(LATIN_DIGIT);
    }
    expect(lines.slice(1).map((line) => [line[1], ...line.slice(3)])).toEqual(
      english.slice(1).map((line) => [line[1], ...line.slice(3)]),
    );
    for (const line of lines.slice(1))
      for (const amount of line.slice(4).filter(Boolean)) expect(amount).toMatch(/^-?\d+\.\d{2}$/);

    const evil = lines.find((line) => line[1] === evilTransactionId)!;
    expect(evil[2]).toBe(`ফান্ড ট্রান্সফার, প্রাপক: Karim Hossain (${SEED_ACCOUNTS.karim.savings.number})`);
    expect(lines.find((line) => line[3] === 'বাড়ি ভাড়া')?.[2]).toBe(
      `নিজের অ্যাকাউন্টে ট্রান্সফার, প্রাপক: ${R.current.productName} (****0029)`,
    );
  });

  it('CSV in Turkish: Turkish headings and dates', async () => {
    const response = await download(rahim, 'csv', {
      accountId: R.savings.id,
      from: '2020-01-01',
      to: '2020-01-31',
      language: 'tr',
    });
    expect(response.body.slice(1).split('\r\n')).toEqual([
      '"Tarih","İşlem numarası","Açıklama","Not","Borç","Alacak","Bakiye"',
      '"1 Oca 2020","","Açılış bakiyesi","","","","0.00"',
      '"31 Oca 2020","","Kapanış bakiyesi","","0.00","0.00","0.00"',
      '',
    ]);
  });

  it('refuses a language it does not write, with the validation error naming the field', async () => {
    const query = { accountId: R.savings.id, from: today, to: today, language: 'fr' };
    for (const kind of ['csv', 'pdf'] as const) {
      const response = await download(rahim, kind, query);
      expect([response.statusCode, response.json().code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(response.json().fields).toEqual({ language: 'language.unsupported' });
    }
  });
});

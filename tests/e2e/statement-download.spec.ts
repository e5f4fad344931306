import { readFile } from 'node:fs/promises';
import { DEMO_USER, allowConsoleError, expect, signIn, test } from './fixtures.ts';
import { dateIn, typeDate } from './date-fields.ts';
import { KARIM_SAVINGS, RAHIM, choose } from './money-helpers.ts';

test('the statement on screen downloads as CSV and as PDF', async ({ page }) => {
  await signIn(page, DEMO_USER, '/statement');
  await choose(page, /^Account/, new RegExp(RAHIM.savings));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('Opening balance')).toBeVisible();
  const from = await dateIn(page, /^From/);
  const to = await dateIn(page, /^To/);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`statement-${RAHIM.savings}-${from}-to-${to}.csv`);
  const bytes = await readFile((await csv.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('"Date","Transaction ID","Description","Remarks","Debit","Credit","Balance"');
  expect(lines[1]).toMatch(/^"\d{1,2} [A-Z][a-z]{2,3} \d{4}","","Opening balance","","","","-?\d+\.\d{2}"$/);
  // descriptions written from the rows' data, in the language on screen
  expect(lines).toContainEqual(
    expect.stringContaining(`"Fund transfer to Karim Hossain (${KARIM_SAVINGS})"`),
  );
  expect(lines.at(-1)).toBe('');
  expect(lines.at(-2)).toMatch(/^"\d{1,2} [A-Z][a-z]{2,3} \d{4}","","Closing balance","",/);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`statement-${RAHIM.savings}-${from}-to-${to}.pdf`);
  const file = await readFile((await pdf.path())!);
  expect(file.length).toBeGreaterThan(60);
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('in Bengali the statement downloads in Bengali: headings, dates and descriptions, amounts machine-readable', async ({
  page,
}) => {
  await signIn(page, DEMO_USER, '/statement');
  await choose(page, /^Account/, new RegExp(RAHIM.savings));
  await page.getByRole('button', { name: 'Show' }).click();
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.getByText('প্রারম্ভিক ব্যালান্স').first()).toBeVisible();

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV ডাউনলোড' }).click(),
  ]);
  const lines = (await readFile((await csv.path())!)).subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('"তারিখ","লেনদেন আইডি","বিবরণ","মন্তব্য","ডেবিট","ক্রেডিট","ব্যালান্স"');
  // the day in Bengali digits, the balance as a plain number
  expect(lines[1]).toMatch(/^"[০-৯]{1,2} [^"0-9]+ [০-৯]{4}","","প্রারম্ভিক ব্যালান্স","","","","-?\d+\.\d{2}"$/);
  expect(lines).toContainEqual(
    expect.stringContaining(`"ফান্ড ট্রান্সফার, প্রাপক: Karim Hossain (${KARIM_SAVINGS})"`),
  );

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF ডাউনলোড' }).click(),
  ]);
  const file = await readFile((await pdf.path())!);
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('a period longer than a year is refused in words', async ({ page }) => {
  allowConsoleError(page, /status of 400 .*\/api\/statement\/csv/);
  await signIn(page, DEMO_USER, '/statement');
  await typeDate(page, /^From/, '2024-01-01');
  await typeDate(page, /^To/, '2025-06-30');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('1 Jan 2024 to 30 Jun 2025')).toBeVisible();
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'A downloaded statement covers at most one year. Choose a shorter period.',
  );
});

import { createCipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AuthSession, OtpChallenge, TestCustomer, TransactionReceipt } from '@taka/contracts';
import { appStarted, codeSentTo, expect } from './fixtures.ts';

/** Rahim's seeded accounts (apps/server/src/db/seed/ledger-accounts.ts): read by the tests of his seeded history. */
export const RAHIM = {
  savings: '1021000000011',
  current: '1021000000029',
  card: '1021000000052',
} as const;
/** Karim's savings account: only ever looked up as a payee here, never paid. */
export const KARIM_SAVINGS = '1021000000037';

/** Poisha of an amount as the app shows it in English ("৳1,23,456.50", "−৳5.00" with a true minus, "+৳5.00"). */
export function poishaOf(text: string): bigint {
  const match = /([-\u2212]?)৳([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  const [, sign, taka, poisha] = match;
  const value = BigInt(taka!.replaceAll(',', '')) * 100n + BigInt(poisha!);
  return sign ? -value : value;
}

/** The reference the code screen shows, which the SMS carries as "Ref XXXXXXXX". */
export async function shownReference(page: Page): Promise<string> {
  const text = await page.getByRole('status').filter({ hasText: 'reference' }).first().textContent();
  const reference = /reference ([0-9A-F]{8})/.exec(text ?? '')?.[1];
  expect(reference, 'reference on the code screen').toBeTruthy();
  return reference!;
}

/** Reads the code sent to `customer` for the screen's challenge (the SMS with its reference) and enters it. */
export async function enterCodeFromOutbox(page: Page, customer: Pick<TestCustomer, 'mobileNumber'>) {
  const reference = await shownReference(page);
  const code = await codeSentTo(page.request, customer.mobileNumber, (message) =>
    message.text.includes(`Ref ${reference}`),
  );
  await page.getByRole('textbox', { name: /^One-time code/ }).fill(code);
}

/** From the review to the receipt: the code from the outbox, confirmed; the receipt thanks (or says Sorry). */
export async function confirmWithCode(
  page: Page,
  customer: Pick<TestCustomer, 'mobileNumber'>,
  receiptHeading: 'Thank You' | 'Sorry' = 'Thank You',
) {
  await page.getByRole('button', { name: 'Send me the code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code from your mobile' })).toBeFocused();
  await enterCodeFromOutbox(page, customer);
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByRole('heading', { name: receiptHeading })).toBeVisible();
}

/** A value of a label/value list (dt/dd) inside `scope`. */
export const detail = (scope: Locator | Page, label: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The dashboard card of an account. */
export const accountCard = (page: Page, number: string) =>
  page.locator('.MuiCard-root', { hasText: `${number} ·` });

/** The ledger balance the dashboard shows for an account, in poisha. */
export async function dashboardLedgerBalance(page: Page, number: string): Promise<bigint> {
  const value = detail(accountCard(page, number), 'Ledger balance');
  await expect(value).toHaveText(/৳/);
  return poishaOf((await value.textContent())!);
}

/** Picks `option` in the MUI select labelled `label`, and waits until its menu has closed (and unhid the page). */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  const combobox = page.getByRole('combobox', { name: label });
  // On a loaded machine a click can land while the menu still grows in and select nothing: open it and pick again.
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
    await page.getByRole('option', { name: option }).click({ timeout: 5_000 });
    // Gone from the page, not just hidden: a menu fading out still has options for axe to measure.
    await expect(page.locator('.MuiMenu-root')).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * A full page load of a signed-in page, acted on once the app has taken it over, as a customer would: a radio checked
 * before hydration is the browser's alone. The demo worker already controls the page: `signIn` waited for it, and it
 * stays registered from page to page.
 */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await appStarted(page);
}

/** Waits until the open dialog has faded in: axe measures colours as they are, half-transparent included. */
export async function dialogShown(page: Page) {
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
}

/** The number of `customer`'s first account of `kind`. */
export function accountNumber(
  customer: TestCustomer,
  kind: TestCustomer['accounts'][number]['kind'],
): string {
  const account = customer.accounts.find((held) => held.kind === kind);
  if (!account) throw new Error(`${customer.email} holds no ${kind} account`);
  return account.number;
}

/** The Session-Data header (SPEC 7.1) as the web app makes it: AES-256-GCM under a key derived from the session key. */
function sessionData(session: AuthSession, deviceUniqueId: string): string {
  const key = hkdfSync(
    'sha256',
    Buffer.from(session.sessionKey, 'base64url'),
    'taka-session-data-v1',
    'aes-256-gcm',
    32,
  );
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), iv);
  const text = [session.user.id, deviceUniqueId, String(Date.now())].join(':::');
  return Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString(
    'base64url',
  );
}

/** Signs `customer` in through the API as a client would: the headers of its signed-in calls (fresh each time). */
export async function signInThroughApi(request: APIRequestContext, customer: TestCustomer) {
  const deviceUniqueId = randomUUID();
  const signedIn = await request.post('/api/auth/sign-in', {
    data: { email: customer.email, password: customer.password, deviceUniqueId },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const session = (await signedIn.json()) as AuthSession;
  return () => ({
    authorization: `Bearer ${session.accessToken}`,
    'session-data': sessionData(session, deviceUniqueId),
  });
}

/**
 * A within-bank transfer by `payer` to the account `toAccountNumber`, straight through the API as a client would
 * make it (sign in, ask for the code, read it from the outbox, execute with an Idempotency-Key): money arriving from
 * outside the page under test.
 */
export async function transferThroughApi(
  request: APIRequestContext,
  payer: TestCustomer,
  toAccountNumber: string,
  amount: string,
): Promise<TransactionReceipt> {
  const headers = await signInThroughApi(request, payer);
  const transfer = {
    type: 'within_bank',
    sourceAccountId: payer.accounts.find((account) => account.kind === 'savings')!.id,
    accountNumber: toAccountNumber,
    amount,
  };
  const otp = await request.post('/api/transactions/otp', { headers: headers(), data: transfer });
  expect(otp.status(), await otp.text()).toBe(200);
  const { challengeId } = (await otp.json()) as OtpChallenge;
  const reference = `Ref ${challengeId.slice(0, 8).toUpperCase()}`;
  const code = await codeSentTo(request, payer.mobileNumber, (message) => message.text.includes(reference));
  const executed = await request.post('/api/transactions', {
    headers: { ...headers(), 'idempotency-key': randomUUID() },
    data: { request: transfer, challengeId, code },
  });
  expect(executed.status(), await executed.text()).toBe(200);
  return (await executed.json()) as TransactionReceipt;
}

/**
 * Time moved for one customer only (decision 028): the development route runs the scheduler as of `asOf` for
 * `customer`'s standing instructions, not the server's clock, which the tests running beside it share.
 */
export async function runSchedulerAsOf(
  request: APIRequestContext,
  customer: TestCustomer,
  asOf: Date,
): Promise<number> {
  const headers = await signInThroughApi(request, customer);
  const answer = await request.post('/api/dev/schedules/run', {
    headers: headers(),
    data: { asOf: asOf.toISOString() },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { executed: number }).executed;
}

/**
 * Time moved for one customer only (decision 032): the development route runs the back office as of `asOf` for
 * `customer`'s service requests, not the server's clock, which the tests running beside it share.
 */
export async function runBackOfficeAsOf(
  request: APIRequestContext,
  customer: TestCustomer,
  asOf: Date,
): Promise<number> {
  const headers = await signInThroughApi(request, customer);
  const answer = await request.post('/api/dev/service-requests/run', {
    headers: headers(),
    data: { asOf: asOf.toISOString() },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { stepped: number }).stepped;
}

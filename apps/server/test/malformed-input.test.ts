import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import fp from 'fastify-plugin';
import fc from 'fast-check';
import {
  ApiErrorSchema,
  DISPUTE_ATTACHMENT_FIELD,
  DISPUTE_ATTACHMENT_MAX_BYTES,
  PROFILE_PICTURE_FIELD,
  PROFILE_PICTURE_MAX_BYTES,
} from '@taka/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import app, { fastifyOptions } from '../src/app.ts';
import { ERRORS } from '../src/errors.ts';
import type { Upload } from '../src/routes/upload.ts';
import { testConfig, TestClock } from './helpers/app.ts';
import { RAHIM, refusal, signIn, type Device } from './helpers/client.ts';
import { newTestCustomer } from './helpers/customers.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { expectLedgerConsistent, rows, SEED_ACCOUNTS } from './helpers/money.ts';

/**
 * Malformed requests, generated from each route's contract, against every route the server registers: the
 * answer is a 4xx (never a 5xx) in the catalogue's shape, with the security headers and no-store, no money
 * moves and nothing is logged at error level. A body route is covered by a valid example below, whose every
 * field is spoiled in turn, or is an upload route below, sent broken multipart forms; a route with a body and
 * neither fails the test, so a new route cannot go untried.
 */
const { savings, current } = SEED_ACCOUNTS.rahim;
const OWN = { type: 'own', sourceAccountId: savings.id, destinationAccountId: current.id, amount: '10.00' };
const LIMIT = {
  type: 'own',
  maxPerTransaction: '100.00',
  dailyAmount: '200.00',
  dailyCount: 5,
  monthlyAmount: '1000.00',
};
const BENEFICIARY = { type: 'within_bank', accountNumber: '1021000000037' };
const PASSKEY_CREDENTIAL = { id: 'Y3JlZA', rawId: 'Y3JlZA', type: 'public-key', clientExtensionResults: {} };
const PASSKEY_ASSERTION = {
  ...PASSKEY_CREDENTIAL,
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'AAAA',
    signature: 'AAAA',
  },
};
const SCHEDULED = {
  request: OWN,
  schedule: {
    startAt: '2030-01-01T10:00:00+06:00',
    repeat: { frequency: 'monthly', end: { type: 'count', count: 3 } },
  },
};
const CHEQUEBOOK = {
  type: 'chequebook',
  payload: { accountId: current.id, leaves: 25, branch: '275150332' },
};
const CODE = { challengeId: randomUUID(), code: '123456' };
const FDR = {
  fromAccountId: savings.id,
  amount: '50000.00',
  tenorMonths: 12,
  instruction: 'credit_to_account',
  creditAccountId: savings.id,
};
const PASSWORD = 'Str0ng#Pass';
/** The bank's systems publish notifications with a credential of their own, not a customer session. */
const PUBLISH_URL = '/api/notification-service/instant-notification';
const SERVICE_TOKEN = 'notification-service-token-of-the-tests-0123456789';

const EXAMPLE_BODIES: Record<string, unknown> = {
  'POST /api/auth/sign-in': { email: RAHIM.email, password: PASSWORD, deviceUniqueId: randomUUID() },
  'POST /api/auth/sign-in-with-token': { accessToken: 'x.y.z', deviceUniqueId: randomUUID() },
  'POST /api/auth/unlock-session': { email: RAHIM.email, password: PASSWORD },
  'POST /api/auth/sign-up': {
    accountNumber: '1021000000045',
    mobileNumber: '01911000003',
    email: 'someone@demo.taka',
    password: PASSWORD,
  },
  'POST /api/auth/confirm-sign-up': { email: 'someone@demo.taka', code: '123456' },
  'POST /api/auth/forgot-password': { email: RAHIM.email },
  'POST /api/auth/reset-password': { email: RAHIM.email, code: '123456', password: PASSWORD },
  'POST /api/auth/change-username-password': {
    email: RAHIM.email,
    currentPassword: PASSWORD,
    newEmail: 'new@demo.taka',
    newPassword: PASSWORD,
  },
  'PATCH /api/common/user': { nickname: 'Rahim' },
  'POST /api/notification-service/instant-notification/update/unread/alerts': {
    id: randomUUID(),
    updateAll: false,
    categoryType: 'PROMOTIONAL',
    isRead: true,
  },
  'POST /api/notification-service/instant-notification/list': {
    pageNumber: 0,
    pageSize: 20,
    categoryType: 'PROMOTIONAL',
  },
  [`POST ${PUBLISH_URL}`]: {
    audience: { kind: 'customer', customerId: RAHIM.id },
    categoryType: 'PROMOTIONAL',
    messageTitle: 'Offer',
    messageText: 'Cashback',
    bannerText: '<p>Cashback</p>',
    linkedUrl: 'https://www.taka.com.bd/offer',
    useRouter: false,
  },
  'POST /api/transactions/quote': OWN,
  'POST /api/transactions/otp': OWN,
  'POST /api/transactions': { request: OWN, ...CODE },
  'POST /api/transaction-limits/otp': LIMIT,
  'PUT /api/transaction-limits': { limit: LIMIT, ...CODE },
  'POST /api/beneficiaries/preview': BENEFICIARY,
  'POST /api/beneficiaries/otp': BENEFICIARY,
  'POST /api/beneficiaries': { beneficiary: BENEFICIARY, ...CODE },
  'PATCH /api/beneficiaries/:id': { nickname: 'Karim' },
  'POST /api/favorites': { name: 'Rent', transactionId: 'TK0000000000AB', request: OWN },
  'PATCH /api/favorites/:id': { name: 'Rent' },
  'POST /api/reach-us/messages': { subject: 'card', body: 'My card is lost.', accountId: savings.id },
  'POST /api/dev/customers': { password: PASSWORD, accounts: [{ kind: 'savings', balance: '100.00' }] },
  'POST /api/standing-instructions/otp': SCHEDULED,
  'POST /api/standing-instructions': { ...SCHEDULED, ...CODE },
  'POST /api/standing-instructions/:id/amount/otp': { amount: '20.00' },
  'PUT /api/standing-instructions/:id/amount': { amount: '20.00', ...CODE },
  'POST /api/dev/schedules/run': { asOf: '2030-01-01T10:00:00+06:00' },
  'POST /api/settings/change-password': { currentPassword: PASSWORD, newPassword: 'An0ther#Pass' },
  'PUT /api/settings/notification-preferences': { smsAlerts: { moneySent: true, moneyReceived: false } },
  'PUT /api/settings/language': { language: 'bn' },
  'POST /api/passkeys/registration-options': { name: 'Phone', ...CODE },
  'POST /api/passkeys': {
    ceremonyId: randomUUID(),
    credential: {
      ...PASSKEY_CREDENTIAL,
      response: {
        clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
        attestationObject: 'o2NmbXRkbm9uZQ',
      },
    },
  },
  'PATCH /api/passkeys/:id': { name: 'Phone' },
  'POST /api/auth/passkey/sign-in': {
    ceremonyId: randomUUID(),
    credential: PASSKEY_ASSERTION,
    deviceUniqueId: randomUUID(),
  },
  'POST /api/auth/passkey/unlock': { ceremonyId: randomUUID(), credential: PASSKEY_ASSERTION },
  'POST /api/service-requests': CHEQUEBOOK,
  'POST /api/service-requests/quote': CHEQUEBOOK,
  'POST /api/dev/service-requests/run': { asOf: '2026-01-01T00:00:00.000Z' },
  'POST /api/loans/:id/instalments/otp': { fromAccountId: savings.id, instalment: 1 },
  'POST /api/loans/:id/instalments': { payment: { fromAccountId: savings.id, instalment: 1 }, ...CODE },
  'POST /api/fdr/otp': FDR,
  'POST /api/fdr': { deposit: FDR, ...CODE },
  'POST /api/dev/fdr/run': { asOf: '2030-01-01T10:00:00+06:00' },
  'POST /api/transaction-blocks': { accountId: current.id },
  'POST /api/transaction-blocks/otp': { accountId: current.id },
  'POST /api/transaction-blocks/unblock': { accountId: current.id, ...CODE },
  'POST /api/dev/cheques/present': {
    chequeBookId: randomUUID(),
    leaf: 4512301,
    amount: '100.00',
    payee: 'Karim Hossain',
    date: '2026-01-05',
  },
  'POST /api/cards/:id/block': { reason: 'lost' },
  'POST /api/cards/:id/unblock': { challengeId: randomUUID(), code: '123456' },
  'PUT /api/cards/:id/controls': {
    online: true,
    international: false,
    atm: true,
    spendLimit: '1000.00',
    atmLimit: '500.00',
  },
  'POST /api/cards/tag/otp': { cardNumber: '5221710000000147' },
  'POST /api/cards/tag': { cardNumber: '5221710000000147', challengeId: randomUUID(), code: '123456' },
  'POST /api/dev/card-network/authorize': {
    cardNumber: '4213450000000119',
    amount: '100.00',
    channel: 'pos',
    merchant: 'Shop',
  },
  'POST /api/account-tagging/otp': { accountNumber: '1021000000099' },
  'POST /api/account-tagging': { accountNumber: '1021000000099', challengeId: randomUUID(), code: '123456' },
  'POST /api/dev/e-statements/run': { asOf: '2026-01-01T00:00:00.000Z' },
};
/**
 * Routes that take no body: sign-out, a passkey ceremony's options, a passkey's code, signing out the other
 * sessions, a standing instruction's pause, resume and cancel, a service request's cancel.
 */
const NO_BODY = new Set([
  'POST /api/auth/sign-out',
  'POST /api/auth/passkey/options',
  'POST /api/auth/passkey/unlock-options',
  'POST /api/passkeys/otp',
  'POST /api/settings/sessions/sign-out-others',
  'POST /api/standing-instructions/:id/pause',
  'POST /api/standing-instructions/:id/resume',
  'POST /api/standing-instructions/:id/cancel',
  'POST /api/service-requests/:id/cancel',
  'POST /api/cards/:id/unblock/otp',
  'PUT /api/e-statements/:accountId',
]);

/** Routes that take one file in a multipart form: its part's name, its largest size and their refusals. */
const UPLOADS: Record<string, Upload> = {
  'PUT /api/settings/profile-picture': {
    field: PROFILE_PICTURE_FIELD,
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
    missing: 'PICTURE_REQUIRED',
    tooLarge: 'PICTURE_TOO_LARGE',
  },
  'POST /api/disputes/attachments': {
    field: DISPUTE_ATTACHMENT_FIELD,
    maxBytes: DISPUTE_ATTACHMENT_MAX_BYTES,
    missing: 'ATTACHMENT_REQUIRED',
    tooLarge: 'ATTACHMENT_TOO_LARGE',
  },
};
const BOUNDARY = 'taka-test-boundary';
const FORM = `multipart/form-data; boundary=${BOUNDARY}`;
const partHead = (name: string, filename: string | null) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
  `${filename === null ? '' : `; filename="${filename}"`}\r\nContent-Type: application/pdf\r\n\r\n`;
/** A well-formed form of one part: a file (or, with no `filename`, a text field) named `name`. */
const formOf = (name: string, bytes: Buffer | string, filename: string | null = 'f.pdf') =>
  Buffer.concat([
    Buffer.from(partHead(name, filename)),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

/** A multipart request (its content type and body) that is not one file under `field`, each way a client errs. */
const brokenUpload = (field: string): fc.Arbitrary<{ contentType: string; payload: Buffer }> => {
  const bytes = fc.uint8Array({ maxLength: 2_000 }).map((array) => Buffer.from(array));
  const otherName = fc
    .string({ minLength: 1, maxLength: 20 })
    .filter((name) => name !== field && !/["\r\n]/.test(name));
  const withBoundary = (payload: fc.Arbitrary<Buffer>) =>
    payload.map((body) => ({ contentType: FORM, payload: body }));
  return fc.oneof(
    // no boundary, an empty one, one longer than a parser searches for
    fc
      .constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=',
        `multipart/form-data; boundary=${'b'.repeat(300)}`,
      )
      .chain((contentType) => bytes.map((body) => ({ contentType, payload: formOf(field, body) }))),
    // a part that never ends
    withBoundary(bytes.map((body) => Buffer.concat([Buffer.from(partHead(field, 'f.pdf')), body]))),
    // the file under another name, or a text field instead of it
    withBoundary(fc.tuple(otherName, bytes).map(([name, body]) => formOf(name, body))),
    withBoundary(bytes.map((body) => formOf(field, body, null))),
    // a second part after the file
    withBoundary(
      bytes.map((body) =>
        Buffer.concat([
          formOf(field, body).subarray(0, -`--${BOUNDARY}--\r\n`.length),
          formOf(field, 'x', 'g.pdf'),
        ]),
      ),
    ),
    // a part header that is not one
    withBoundary(
      bytes.map((body) =>
        Buffer.concat([
          Buffer.from(`--${BOUNDARY}\r\n`),
          body,
          Buffer.from(`\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
        ]),
      ),
    ),
    // nothing, or bytes that are no form at all
    withBoundary(fc.constant(Buffer.alloc(0))),
    withBoundary(bytes),
  );
};

const QUERY_KEYS: Record<string, string[]> = {
  'GET /api/statement': ['accountId', 'from', 'to', 'page', 'size'],
  'GET /api/statement/pdf': ['accountId', 'from', 'to', 'language'],
  'GET /api/statement/csv': ['accountId', 'from', 'to', 'language'],
  'GET /api/notification-service/receipt/:transactionId': ['language'],
  'GET /api/transactions': ['page', 'size'],
  'GET /api/beneficiaries': ['type'],
  'GET /api/billers': ['sector'],
  'GET /api/banks/:code/branches': ['district'],
  'GET /api/notification-service/instant-notification/total/unread/alerts': ['categoryType'],
  'GET /api/dev/outbox': ['to', 'limit'],
  'GET /api/service-requests': ['type', 'status', 'from', 'to', 'cursor', 'size'],
};
const VALID_QUERY: Record<string, string> = {
  accountId: savings.id,
  from: '2026-01-01',
  to: '2026-01-31',
  page: '0',
  size: '20',
  language: 'en',
};

/** Text no field may hold: PostgreSQL cannot store it, or it is not Unicode. */
const unstorableText = fc.constantFrom('a\u0000b', '\u0000', '\ud800', 'x\udfffy', 'ok\ud83d');
const badAmount = fc.constantFrom(
  ...['1e5', '-0', ' 1', '1.', '.5', '1.234', '00001', '1,000', '', '-1', '0.00', '৳10'],
  ...['9'.repeat(40), '1'.repeat(14), 'NaN', 'Infinity'],
);
const badDate = fc.constantFrom(
  '0000-01-01',
  '275760-01-01',
  '2026-02-30',
  '-0001-01-01',
  '2026-1-1',
  '9999999',
);
// No infinity or NaN: JSON writes them as null, which an optional field rightly takes.
const wrongType = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.double({ noDefaultInfinity: true, noNaN: true }),
);
const badNumber = fc.oneof(
  fc.constant('1'),
  fc.constant(1.5),
  fc.constant(-1),
  fc.boolean(),
  fc.constant({}),
);

/** A value no field of the example's kind accepts. */
function spoiled(key: string, example: unknown): fc.Arbitrary<unknown> {
  if (typeof example === 'number') return badNumber;
  if (typeof example === 'boolean') return fc.oneof(fc.constant('true'), fc.integer(), unstorableText);
  if (/amount|maxPerTransaction/i.test(key)) return fc.oneof(badAmount, unstorableText, wrongType);
  return fc.oneof(unstorableText, wrongType, fc.constant('x'.repeat(5_000)));
}

/** Every leaf of a JSON example with its path. */
function leaves(value: unknown, path: string[] = []): { path: string[]; value: unknown }[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  return [{ path, value }];
}

/** `value` with the leaf at `path` replaced; always an object, as the examples are. */
function withLeaf(value: unknown, path: string[], replacement: unknown): object {
  if (path.length === 0) return replacement as object;
  const [head, ...rest] = path;
  return {
    ...(value as object),
    [head!]: withLeaf((value as Record<string, unknown>)[head!], rest, replacement),
  };
}

const badPathParam = fc.oneof(
  fc.constantFrom('%E0%A4%A', '%', '%00', '%ZZ', '..%2F..%2Fetc', 'a%00b'),
  fc.integer({ min: 101, max: 2_000 }).map((length) => 'a'.repeat(length)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map(encodeURIComponent),
);

describe('malformed input on every route', () => {
  const clock = new TestClock();
  let database: TestDatabase;
  let server: FastifyInstance;
  let rahim: Device;
  /** Customers of the test's own for the upload routes, taken in turn: one allows ten dispute uploads a minute. */
  const uploaders: Device[] = [];
  let uploads = 0;
  const routes: { method: string; url: string }[] = [];
  const errorLines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(clock.now());
    const config = testConfig({ NOTIFICATION_SERVICE_TOKEN: SERVICE_TOKEN });
    server = Fastify(
      fastifyOptions(config, {
        write: (line: string) => {
          if ((JSON.parse(line) as { level: number }).level >= 50) errorLines.push(line);
        },
      }),
    );
    server.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD' && route.url.startsWith('/api/')) routes.push({ method, url: route.url });
    });
    await server.register(fp(app), { config, database, clock });
    await server.ready();
    rahim = await signIn(server, clock, { email: RAHIM.email });
    for (let i = 0; i < 8; i++)
      uploaders.push(await signIn(server, clock, await newTestCustomer({ app: server })));
  });
  afterAll(async () => {
    await server.close();
    await database.destroy();
  });
  afterEach(() => {
    expect(errorLines).toEqual([]);
  });

  const send = (options: InjectOptions) =>
    server.inject({
      ...options,
      headers: {
        ...(options.url === PUBLISH_URL ? { authorization: `Bearer ${SERVICE_TOKEN}` } : rahim.headers()),
        'idempotency-key': randomUUID(),
        ...options.headers,
      },
    });

  function expectRefusal(response: LightMyRequestResponse, what: string) {
    expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
    const body = ApiErrorSchema.parse(response.json());
    expect(Object.keys(ERRORS), what).toContain(body.code);
    expect(response.headers['content-security-policy'], what).toBeDefined();
    expect(response.headers['x-content-type-options'], what).toBe('nosniff');
    expect(response.headers['cache-control'], what).toBe('no-store');
  }

  const ledger = async () =>
    rows<{ journals: number; balances: string }>(
      database.db,
      sql`select (select count(*) from journals)::int as journals,
                 (select string_agg(id || ':' || balance, ',' order by id) from accounts) as balances`,
    );
  let before: Awaited<ReturnType<typeof ledger>>;
  beforeAll(async () => {
    before = await ledger();
  });
  afterAll(async () => {
    expect(await ledger()).toEqual(before);
    await expectLedgerConsistent(database.db);
  });

  const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, randomUUID());

  it('has a valid example for every route that reads a body', () => {
    const bodyRoutes = routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    const missing = bodyRoutes
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !(key in EXAMPLE_BODIES) && !(key in UPLOADS) && !NO_BODY.has(key));
    expect(missing).toEqual([]);
  });

  it('refuses every spoiled field of every body', async () => {
    for (const [key, example] of Object.entries(EXAMPLE_BODIES)) {
      const [method, url] = key.split(' ') as [string, string];
      const fields = leaves(example);
      await fc.assert(
        fc.asyncProperty(
          fc
            .constantFrom(...fields)
            .chain((field) =>
              spoiled(field.path.join('.'), field.value).map((bad) => withLeaf(example, field.path, bad)),
            ),
          async (payload) =>
            expectRefusal(await send({ method: method as 'POST', url: concrete(url), payload }), key),
        ),
        { numRuns: 25 },
      );
    }
  });

  it('refuses bodies that are not an object of the contract at all', async () => {
    const wholeBody = fc.oneof(
      fc.constantFrom('[]', '1', '"text"', 'null', 'true', '{', '{"a":', '\u0000', '{"a":"\\ud800"}'),
      fc.json().filter((text) => !text.startsWith('{')),
    );
    for (const key of Object.keys(EXAMPLE_BODIES)) {
      const [method, url] = key.split(' ') as [string, string];
      await fc.assert(
        fc.asyncProperty(wholeBody, async (payload) =>
          expectRefusal(
            await send({
              method: method as 'POST',
              url: concrete(url),
              payload,
              headers: { 'content-type': 'application/json' },
            }),
            key,
          ),
        ),
        { numRuns: 10 },
      );
      expectRefusal(
        await send({
          method: method as 'POST',
          url: concrete(url),
          payload: 'a=b',
          headers: { 'content-type': 'text/plain' },
        }),
        `${key} as text/plain`,
      );
    }
  });

  it('refuses bad path parameters on every route that has them', async () => {
    for (const route of routes.filter((r) => r.url.includes(':'))) {
      await fc.assert(
        fc.asyncProperty(badPathParam, async (param) => {
          const url = route.url.replace(/:[a-zA-Z]+/g, param);
          const body = EXAMPLE_BODIES[`${route.method} ${route.url}`];
          expectRefusal(
            await send({ method: route.method as 'GET', url, ...(body ? { payload: body } : {}) }),
            url,
          );
        }),
        { numRuns: 15 },
      );
    }
  });

  it('refuses bad query values on every route that reads a query', async () => {
    for (const [key, names] of Object.entries(QUERY_KEYS)) {
      const [method, url] = key.split(' ') as [string, string];
      const valid = Object.fromEntries(names.map((name) => [name, VALID_QUERY[name] ?? 'x']));
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...names),
          fc.oneof(unstorableText, badDate, fc.constantFrom('-1', '1.5', 'x'.repeat(5_000), '1e400')),
          async (name, bad) => {
            const query = new URLSearchParams({ ...valid, [name]: bad }).toString();
            const response = await send({ method: method as 'GET', url: `${concrete(url)}?${query}` });
            if (response.statusCode < 400)
              expect(response.statusCode, `${key} ${name}=${bad}`).toBeLessThan(500);
            else expectRefusal(response, `${key} ${name}=${JSON.stringify(bad)}`);
          },
        ),
        { numRuns: 25 },
      );
    }
  });

  const upload = (key: string, contentType: string, payload: Buffer) => {
    const [method, url] = key.split(' ') as ['PUT', string];
    const device = uploaders[uploads++ % uploaders.length]!;
    return server.inject({
      method,
      url,
      payload,
      headers: { ...device.headers(), 'content-type': contentType },
    });
  };

  it('refuses every broken multipart form on the upload routes', async () => {
    for (const [key, { field }] of Object.entries(UPLOADS)) {
      await fc.assert(
        fc.asyncProperty(brokenUpload(field), async ({ contentType, payload }) => {
          const response = await upload(key, contentType, payload);
          expect(response.statusCode, key).not.toBe(429);
          expectRefusal(
            response,
            `${key} ${contentType} ${JSON.stringify(payload.toString('latin1').slice(0, 200))}`,
          );
        }),
        { numRuns: 40 },
      );
    }
  });

  it('names what is wrong with an upload: no file, too large, unreadable', async () => {
    for (const [key, { field, maxBytes, missing, tooLarge }] of Object.entries(UPLOADS)) {
      const named = async (contentType: string, payload: Buffer | string) =>
        refusal(await upload(key, contentType, Buffer.from(payload)));
      // the form the route takes, of bytes that are no picture or PDF: refused only for what the file holds
      expect(await named(FORM, formOf(field, 'not a document'))).toEqual([
        415,
        expect.stringMatching(/_TYPE_UNSUPPORTED$/),
      ]);
      expect(await named(FORM, '')).toEqual([400, missing]);
      expect(await named(FORM, formOf(`${field}s`, 'x'))).toEqual([400, missing]);
      expect(await named(FORM, formOf(field, 'x', null))).toEqual([400, missing]);
      expect(await named(FORM, formOf(field, Buffer.alloc(maxBytes + 1)))).toEqual([413, tooLarge]);
      expect(await named('multipart/form-data', formOf(field, 'x'))).toEqual([400, 'MALFORMED_REQUEST']);
      expect(await named(FORM, `${partHead(field, 'f.pdf')}%PDF-1.4 and no end`)).toEqual([
        400,
        'MALFORMED_REQUEST',
      ]);
      expect(await named(FORM, Buffer.from([0xff, 0xfe, 0x00, 0x13]))).toEqual([400, 'MALFORMED_REQUEST']);
    }
  });
});

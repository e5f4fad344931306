import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  DisputeAttachmentSchema,
  DisputeListSchema,
  ServiceRequestDetailSchema,
  ServiceRequestSchema,
  TestCustomerSchema,
  type BankNotification,
  type DisputeReason,
  type TransactionReceipt,
} from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journals } from '../src/db/schema/index.ts';
import { newTransactionId } from '../src/modules/ledger/ledger.ts';
import { runBackOffice } from '../src/modules/service-requests/back-office.ts';
import { startTestApp, MINUTE, type TestApp } from './helpers/app.ts';
import { as, signIn, type Device } from './helpers/client.ts';
import {
  balanceOf,
  expectLedgerConsistent,
  receiptOf,
  rows,
  SEED_ACCOUNTS,
  transfer,
} from './helpers/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * MINUTE;

async function newCustomer() {
  const made = await t.app.inject({ method: 'POST', url: '/api/dev/customers', payload: {} });
  const customer = TestCustomerSchema.parse(made.json());
  const session = () => signIn(t.app, t.clock, { email: customer.email, password: customer.password });
  return { customer, session, device: await session() };
}

/** A within-bank transfer to Karim from the customer's savings: a debit of theirs. */
async function debit(
  device: Device,
  customer: { mobileNumber: string; accounts: { id: string }[] },
  amount: string,
) {
  const receipt: TransactionReceipt = await receiptOf(
    await transfer(t.app, device, customer.mobileNumber, {
      type: 'within_bank',
      sourceAccountId: customer.accounts[0]!.id,
      accountNumber: SEED_ACCOUNTS.karim.savings.number,
      amount,
      remarks: 'Dispute test',
    }),
  );
  return receipt.transactionId;
}

const dispute = (device: Device, transactionId: string, reason: DisputeReason = 'duplicate', extra = {}) =>
  as(t.app, device, {
    method: 'POST',
    url: '/api/service-requests',
    payload: {
      type: 'dispute',
      payload: { transactionId, reason, details: 'I was charged twice for this.', ...extra },
    },
  });
const refusal = (response: { statusCode: number; json(): { code: string } }) => [
  response.statusCode,
  response.json().code,
];
const detail = async (device: Device, id: string) =>
  ServiceRequestDetailSchema.parse(
    (await as(t.app, device, { method: 'GET', url: `/api/service-requests/${id}` })).json(),
  );
const later = async (ms: number) => {
  t.clock.advance(ms);
  return runBackOffice(t.app.money, t.clock.now());
};
const upload = (device: Device, bytes: Buffer, name: string, type = 'application/pdf') => {
  const boundary = `----taka${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return as(t.app, device, {
    method: 'POST',
    url: '/api/disputes/attachments',
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
};

describe('disputing a transaction', () => {
  it('accepts only a successful debit of the customer’s own, once while open', async () => {
    const { customer, device } = await newCustomer();
    const other = await newCustomer();
    const transactionId = await debit(device, customer, '1500.00');

    // Another customer's transaction does not exist for them.
    expect(refusal(await dispute(other.device, transactionId))).toEqual([404, 'NOT_FOUND']);
    expect(refusal(await dispute(device, 'TK000000000000'))).toEqual([404, 'NOT_FOUND']);

    // A credit (the opening balance) is not a debit.
    const [opening] = await rows<{ transaction_id: string }>(
      t.database.db,
      sql`select j.transaction_id from journals j join postings p on p.journal_id = j.id
        where p.account_id = ${customer.accounts[0]!.id} and j.type = 'opening'`,
    );
    expect(refusal(await dispute(device, opening!.transaction_id))).toEqual([
      422,
      'TRANSACTION_NOT_DISPUTABLE',
    ]);

    // A failed transaction moved no money.
    const failed = newTransactionId();
    await t.database.db.insert(journals).values({
      transactionId: failed,
      type: 'within_bank',
      status: 'FAILED',
      channel: 'internet_banking',
      customerId: customer.customerId,
      fromAccountId: customer.accounts[0]!.id,
      fromName: customer.fullName,
      fromNumber: customer.accounts[0]!.number,
      toName: 'Karim',
      toNumber: SEED_ACCOUNTS.karim.savings.number,
      amount: 100_00n,
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    });
    expect(refusal(await dispute(device, failed))).toEqual([422, 'TRANSACTION_NOT_DISPUTABLE']);

    // An attachment of someone else's cannot be named.
    const theirs = DisputeAttachmentSchema.parse(
      (await upload(other.device, Buffer.from('%PDF-1.4\n%%EOF'), 'a.pdf')).json(),
    );
    expect(refusal(await dispute(device, transactionId, 'duplicate', { attachmentId: theirs.id }))).toEqual([
      404,
      'NOT_FOUND',
    ]);

    const first = await dispute(device, transactionId);
    expect(first.statusCode, first.body).toBe(201);
    expect(ServiceRequestSchema.parse(first.json())).toMatchObject({ type: 'dispute', status: 'submitted' });
    expect(refusal(await dispute(device, transactionId))).toEqual([409, 'TRANSACTION_ALREADY_DISPUTED']);

    // Two at once: the unique index refuses the second.
    const second = await debit(device, customer, '200.00');
    const both = await Promise.all([dispute(device, second), dispute(device, second)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().code).toBe('TRANSACTION_ALREADY_DISPUTED');
  });

  it('credits an upheld dispute back with a new journal, leaving the original untouched', async () => {
    const { customer, session, device } = await newCustomer();
    const account = customer.accounts[0]!;
    const transactionId = await debit(device, customer, '2500.00');
    const [original] = await rows(
      t.database.db,
      sql`select * from journals where transaction_id = ${transactionId}`,
    );
    const postingsBefore = await rows(
      t.database.db,
      sql`select p.* from postings p join journals j on j.id = p.journal_id where j.transaction_id = ${transactionId}`,
    );
    const balance = await balanceOf(t.database.db, account.id);
    const attachment = DisputeAttachmentSchema.parse(
      (await upload(device, Buffer.from('%PDF-1.7\nreceipt\n%%EOF'), 'receipt.pdf', 'image/png')).json(),
    );
    expect(attachment.contentType).toBe('application/pdf');

    const created = ServiceRequestSchema.parse(
      (await dispute(device, transactionId, 'duplicate', { attachmentId: attachment.id })).json(),
    );
    expect(created.accountNumber).toBe(account.number);
    await later(10 * MINUTE);
    await Promise.all([later(HOUR), later(0)]);
    const device2 = await session();
    const done = await detail(device2, created.id);
    expect(done.status).toBe('completed');
    expect(done.timeline.map((s) => s.status)).toEqual(['submitted', 'processing', 'completed']);

    // Charge and VAT of the transfer come back too: what left the account.
    const receipt = (
      await rows<{ grand: string }>(
        t.database.db,
        sql`select (amount + charge + vat)::text as grand from journals where transaction_id = ${transactionId}`,
      )
    )[0]!;
    expect(await balanceOf(t.database.db, account.id)).toBe(balance + BigInt(receipt.grand));
    // Other customers' disputes settle in the same run: count only this refund's postings.
    const legs = await rows<{ system_key: string | null; amount: string }>(
      t.database.db,
      sql`select a.system_key, p.amount::text from postings p join accounts a on a.id = p.account_id
        join journals j on j.id = p.journal_id where j.details->>'disputedTransactionId' = ${transactionId}
        order by p.amount`,
    );
    expect(legs.map((leg) => [leg.system_key?.split('/')[0] ?? null, BigInt(leg.amount)])).toEqual([
      ['dispute_suspense', -BigInt(receipt.grand)],
      [null, BigInt(receipt.grand)],
    ]);
    const refunds = await rows<{ transaction_id: string; type: string }>(
      t.database.db,
      sql`select transaction_id, type from journals where details->>'disputedTransactionId' = ${transactionId}`,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.type).toBe('dispute_refund');
    expect(
      await rows(t.database.db, sql`select * from journals where transaction_id = ${transactionId}`),
    ).toEqual([original]);
    expect(
      await rows(
        t.database.db,
        sql`select p.* from postings p join journals j on j.id = p.journal_id where j.transaction_id = ${transactionId}`,
      ),
    ).toEqual(postingsBefore);
    await expectLedgerConsistent(t.database.db);

    const { disputes } = DisputeListSchema.parse(
      (await as(t.app, device2, { method: 'GET', url: '/api/disputes' })).json(),
    );
    expect(disputes).toEqual([
      {
        requestId: created.id,
        reference: created.reference,
        transactionId,
        status: 'completed',
        refundTransactionId: refunds[0]!.transaction_id,
      },
    ]);
    // Upheld: it cannot be disputed again.
    expect(refusal(await dispute(device2, transactionId))).toEqual([409, 'TRANSACTION_ALREADY_DISPUTED']);
    const notices = (
      await as(t.app, device2, {
        method: 'POST',
        url: '/api/notification-service/instant-notification/list',
        payload: { categoryType: 'TRANSACTIONAL', pageSize: 100 },
      })
    ).json<{ data: { data: BankNotification[] } }>().data.data;
    expect(notices.map((n) => n.messageTitle)).toEqual(
      expect.arrayContaining([
        'Transaction dispute submitted',
        'Transaction dispute in progress',
        'Transaction dispute completed',
      ]),
    );
  });

  it('rejects a dispute by its rule, moving no money, and says why', async () => {
    const { customer, session, device } = await newCustomer();
    const account = customer.accounts[0]!;
    const small = await debit(device, customer, '300.00');
    const large = await debit(device, customer, '30000.00');
    const balance = await balanceOf(t.database.db, account.id);
    const notSubstantiated = ServiceRequestSchema.parse((await dispute(device, small, 'other')).json());
    const aboveLimit = ServiceRequestSchema.parse((await dispute(device, large, 'unauthorized')).json());
    await later(10 * MINUTE);
    await later(HOUR);
    const device2 = await session();
    expect(await detail(device2, notSubstantiated.id)).toMatchObject({
      status: 'rejected',
      reason: 'dispute_not_substantiated',
    });
    expect(await detail(device2, aboveLimit.id)).toMatchObject({
      status: 'rejected',
      reason: 'dispute_above_review_limit',
    });
    expect(await balanceOf(t.database.db, account.id)).toBe(balance);
    expect(
      await rows(
        t.database.db,
        sql`select 1 from journals where details->>'disputedTransactionId' in (${small}, ${large})`,
      ),
    ).toEqual([]);
    // A rejected dispute may be raised again.
    expect((await dispute(device2, small, 'duplicate')).statusCode).toBe(201);
  });

  it('stores an attachment by what its bytes are, never by the type the client names', async () => {
    const { device } = await newCustomer();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const stored = DisputeAttachmentSchema.parse(
      (await upload(device, png, '../../etc/photo.png', 'application/pdf')).json(),
    );
    expect(stored).toMatchObject({ contentType: 'image/png', name: 'photo.png' });
    expect(refusal(await upload(device, Buffer.from('<svg/>'), 'x.pdf'))).toEqual([
      415,
      'ATTACHMENT_TYPE_UNSUPPORTED',
    ]);
    expect(refusal(await upload(device, Buffer.alloc(0), 'x.pdf'))).toEqual([400, 'ATTACHMENT_EMPTY']);
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(5 * 1024 * 1024)]);
    expect(refusal(await upload(device, big, 'big.pdf'))).toEqual([413, 'ATTACHMENT_TOO_LARGE']);
  });
});

import {
  addDays,
  bankDateOf,
  CardAuthorizationSchema,
  CardListSchema,
  CardSchema,
  emiPlan,
  holderBirthDays,
  NavigationSchema,
  ServiceRequestDetailSchema,
  TestCustomerSchema,
  type Card,
  type CardAuthorizationRequest,
  type NavigationItem,
  type OtpChallenge,
  type SubmitServiceRequest,
  type TestCustomerRequest,
} from '@taka/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackOffice } from '../src/modules/service-requests/back-office.ts';
import { startTestApp, MINUTE, type TestApp } from './helpers/app.ts';
import { as, refusal, signIn, type Device } from './helpers/client.ts';
import { codeFor, rows } from './helpers/money.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newCustomer(order: TestCustomerRequest = {}) {
  const made = await t.app.inject({ method: 'POST', url: '/api/dev/customers', payload: order });
  expect(made.statusCode, made.body).toBe(201);
  const customer = TestCustomerSchema.parse(made.json());
  const session = () => signIn(t.app, t.clock, { email: customer.email, password: customer.password });
  return { customer, session, device: await session() };
}

const cardsOf = async (device: Device): Promise<Card[]> => {
  const response = await as(t.app, device, { method: 'GET', url: '/api/cards' });
  expect(response.statusCode, response.body).toBe(200);
  return CardListSchema.parse(response.json()).cards;
};
const block = (device: Device, id: string, reason = 'lost') =>
  as(t.app, device, { method: 'POST', url: `/api/cards/${id}/block`, payload: { reason } });
const authorize = async (device: Device, body: CardAuthorizationRequest) => {
  const response = await as(t.app, device, {
    method: 'POST',
    url: '/api/dev/card-network/authorize',
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return CardAuthorizationSchema.parse(response.json());
};
const controls = (device: Device, id: string, payload: Record<string, unknown>) =>
  as(t.app, device, { method: 'PUT', url: `/api/cards/${id}/controls`, payload });
const DEFAULT_CONTROLS = {
  online: true,
  international: false,
  atm: true,
  spendLimit: '100000.00',
  atmLimit: '50000.00',
};
const submit = (device: Device, payload: SubmitServiceRequest) =>
  as(t.app, device, { method: 'POST', url: '/api/service-requests', payload });
/** The quote runs the same checks as a submission, without the submissions' rate limit. */
const quote = (device: Device, payload: SubmitServiceRequest) =>
  as(t.app, device, { method: 'POST', url: '/api/service-requests/quote', payload });
const branch = async (device: Device) =>
  (await as(t.app, device, { method: 'GET', url: '/api/service-requests/branches' })).json<{
    branches: { routingNumber: string }[];
  }>().branches[0]!.routingNumber;

describe('the customer\u2019s cards', () => {
  it('lists only the signed-in customer\u2019s tagged cards, masked; another customer\u2019s card is 404 everywhere', async () => {
    const a = await newCustomer({
      cards: [{ kind: 'debit' }, { kind: 'credit' }, { kind: 'prepaid', tagged: false }],
    });
    const b = await newCustomer({ cards: [{ kind: 'debit' }] });
    const cards = await cardsOf(a.device);
    expect(cards.map((card) => card.kind)).toEqual(['debit', 'credit']);
    const debit = a.customer.cards[0]!;
    expect(cards[0]).toMatchObject({
      id: debit.id,
      maskedNumber: `${debit.number.slice(0, 6)}******${debit.number.slice(-4)}`,
      status: 'active',
      accountNumber: a.customer.accounts[0]!.number,
      controls: { online: true, international: false, atm: true },
    });
    expect(JSON.stringify(cards)).not.toContain(debit.number);

    const foreign = b.customer.cards[0]!.id;
    const untagged = a.customer.cards[2]!.id;
    for (const id of [foreign, untagged]) {
      const device = id === foreign ? a.device : b.device;
      for (const request of [
        { method: 'GET', url: `/api/cards/${id}` },
        { method: 'GET', url: `/api/cards/${id}/purchases` },
        { method: 'POST', url: `/api/cards/${id}/block`, payload: { reason: 'lost' } },
        { method: 'POST', url: `/api/cards/${id}/unblock/otp` },
        { method: 'PUT', url: `/api/cards/${id}/controls`, payload: DEFAULT_CONTROLS },
      ] as const)
        expect(refusal(await as(t.app, device, request)), request.url).toEqual([404, 'NOT_FOUND']);
    }
    expect(
      refusal(
        await as(t.app, a.device, {
          method: 'POST',
          url: '/api/dev/card-network/authorize',
          payload: { cardId: foreign, amount: '10', channel: 'pos' },
        }),
      ),
    ).toEqual([404, 'NOT_FOUND']);
    expect(
      refusal(
        await submit(a.device, {
          type: 'card_email_statement',
          payload: { cardId: foreign, month: '2026-10' },
        }),
      ),
    ).toEqual([404, 'NOT_FOUND']);
    // the other customer's cards are untouched
    expect((await cardsOf(b.device))[0]!.status).toBe('active');
  });

  it('blocks a card at once: the network adapter declines it; unblocking needs the code sent for it', async () => {
    const { customer, device } = await newCustomer({ cards: [{ kind: 'debit' }] });
    const card = customer.cards[0]!;
    const payment = { cardNumber: card.number, amount: '1500', channel: 'pos', merchant: 'Shwapno' } as const;
    expect(await authorize(device, payment)).toEqual({ decision: 'approved', reasonCode: null });

    const blocked = await block(device, card.id, 'stolen');
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(CardSchema.parse(blocked.json())).toMatchObject({ status: 'blocked', blockReason: 'stolen' });
    expect(await authorize(device, payment)).toEqual({ decision: 'declined', reasonCode: 'card_blocked' });
    expect(refusal(await block(device, card.id))).toEqual([409, 'CARD_ALREADY_BLOCKED']);

    const unblock = (payload: Record<string, string>) =>
      as(t.app, device, { method: 'POST', url: `/api/cards/${card.id}/unblock`, payload });
    // no code, a made-up challenge, a wrong code: still blocked
    expect(refusal(await unblock({}))).toEqual([400, 'VALIDATION_FAILED']);
    const otp = await as(t.app, device, { method: 'POST', url: `/api/cards/${card.id}/unblock/otp` });
    expect(otp.statusCode, otp.body).toBe(200);
    const { challengeId } = otp.json<OtpChallenge>();
    const code = await codeFor(t.app, customer.mobileNumber, challengeId);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(refusal(await unblock({ challengeId, code: wrong }))).toEqual([400, 'OTP_INVALID']);
    expect(refusal(await unblock({ challengeId: crypto.randomUUID(), code }))).toEqual([400, 'OTP_INVALID']);
    expect(await authorize(device, payment)).toMatchObject({ decision: 'declined' });

    const unblocked = await unblock({ challengeId, code });
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(unblocked.json()).toMatchObject({ status: 'active', blockReason: null });
    expect(await authorize(device, payment)).toEqual({ decision: 'approved', reasonCode: null });
    // the code is used up
    expect(refusal(await unblock({ challengeId, code }))).toEqual([409, 'CARD_NOT_BLOCKED']);

    const kinds = await rows<{ kind: string }>(
      t.database.db,
      sql`SELECT kind FROM activity_events WHERE customer_id = ${customer.customerId} AND kind LIKE 'card-%'`,
    );
    expect(kinds.map((row) => row.kind).sort()).toEqual(['card-blocked', 'card-unblocked']);
    const notices = await rows<{ message_title: string }>(
      t.database.db,
      sql`SELECT message_title FROM notifications WHERE customer_id = ${customer.customerId}`,
    );
    expect(notices.map((row) => row.message_title).sort()).toEqual(['Card blocked', 'Card unblocked']);
  });

  it('refuses what each control switches off and any amount above the card\u2019s limit', async () => {
    const { customer, device } = await newCustomer({ cards: [{ kind: 'debit' }] });
    const cardId = customer.cards[0]!.id;
    const pay = (channel: 'online' | 'international' | 'atm' | 'pos', amount = '1000') =>
      authorize(device, { cardId, amount, channel });
    expect((await pay('international')).reasonCode).toBe('international_disabled');
    expect((await pay('online')).decision).toBe('approved');
    expect((await pay('atm')).decision).toBe('approved');

    const changed = await controls(device, cardId, {
      online: false,
      international: true,
      atm: false,
      spendLimit: '2000',
      atmLimit: '1000',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().controls).toEqual({
      online: false,
      international: true,
      atm: false,
      spendLimit: '2000.00',
      atmLimit: '1000.00',
    });
    expect((await pay('online')).reasonCode).toBe('online_disabled');
    expect((await pay('atm')).reasonCode).toBe('atm_disabled');
    expect((await pay('international')).decision).toBe('approved');
    expect((await pay('pos', '2000.01')).reasonCode).toBe('over_card_limit');
    expect((await pay('pos', '2000')).decision).toBe('approved');
    // more than the linked account holds
    await controls(device, cardId, { ...DEFAULT_CONTROLS, spendLimit: '500000' });
    expect((await pay('pos', '300000')).reasonCode).toBe('insufficient_funds');
  });

  it('refuses a limit above the bank\u2019s maximum for the kind of card', async () => {
    const { customer, device } = await newCustomer({ cards: [{ kind: 'prepaid' }] });
    const card = (await cardsOf(device))[0]!;
    expect(card.bankLimits).toEqual({ spend: '100000.00', atm: '25000.00' });
    const refused = await controls(device, customer.cards[0]!.id, {
      ...DEFAULT_CONTROLS,
      spendLimit: '100000.01',
      atmLimit: '25000.01',
    });
    expect(refusal(refused)).toEqual([422, 'CARD_LIMIT_ABOVE_BANK']);
    expect(refused.json().fields).toEqual({
      spendLimit: 'cards.limitAboveBank',
      atmLimit: 'cards.limitAboveBank',
    });
    expect((await cardsOf(device))[0]!.controls).toEqual(card.controls);
  });

  it('tags a credit or prepaid card not yet shown, with the code sent for that number', async () => {
    const { customer, device } = await newCustomer({ cards: [{ kind: 'prepaid', tagged: false }] });
    const other = await newCustomer({ cards: [{ kind: 'credit', tagged: false }] });
    const number = customer.cards[0]!.number;
    expect(await cardsOf(device)).toEqual([]);
    // another customer's card, or an unknown number, is not found
    for (const cardNumber of [other.customer.cards[0]!.number, '4000000000000002'])
      expect(
        refusal(
          await as(t.app, device, { method: 'POST', url: '/api/cards/tag/otp', payload: { cardNumber } }),
        ),
      ).toEqual([404, 'NOT_FOUND']);
    const otp = await as(t.app, device, {
      method: 'POST',
      url: '/api/cards/tag/otp',
      payload: { cardNumber: `${number.slice(0, 4)} ${number.slice(4)}` },
    });
    expect(otp.statusCode, otp.body).toBe(200);
    const { challengeId } = otp.json<OtpChallenge>();
    const code = await codeFor(t.app, customer.mobileNumber, challengeId);
    const tagged = await as(t.app, device, {
      method: 'POST',
      url: '/api/cards/tag',
      payload: { cardNumber: number, challengeId, code },
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect((await cardsOf(device)).map((card) => card.id)).toEqual([customer.cards[0]!.id]);
  });
});

describe('card service requests', () => {
  it('validates each type and refuses a card of the wrong kind', async () => {
    const { customer, device } = await newCustomer({
      cards: [{ kind: 'debit' }, { kind: 'credit' }, { kind: 'credit' }],
    });
    const [debit, credit, second] = customer.cards;
    const routing = await branch(device);
    const valid: SubmitServiceRequest[] = [
      {
        type: 'card_emi_conversion',
        payload: { cardId: credit!.id, transactionId: credit!.purchaseTransactionId!, tenor: 6 },
      },
      {
        type: 'supplementary_card',
        payload: {
          cardId: credit!.id,
          fullName: 'Ayesha Begum',
          relationship: 'spouse',
          dateOfBirth: '1990-04-02',
        },
      },
      { type: 'card_upgrade', payload: { cardId: credit!.id, product: 'platinum' } },
      { type: 'card_cheque', payload: { cardId: credit!.id, amount: '5000', payeeName: 'Rupa Akter' } },
      {
        type: 'card_hard_copy_statement',
        payload: { cardId: credit!.id, month: '2026-10', branch: routing },
      },
      { type: 'card_email_statement', payload: { cardId: credit!.id, month: '2026-10' } },
      { type: 'card_reissue', payload: { cardId: debit!.id, reason: 'damaged', branch: routing } },
      { type: 'card_limit_transfer', payload: { cardId: credit!.id, toCardId: second!.id, amount: '10000' } },
      { type: 'card_usd_endorsement', payload: { cardId: credit!.id, action: 'unblock' } },
      { type: 'card_limit_rearrangement', payload: { cardId: credit!.id, newLimit: '150000' } },
      { type: 'card_loan', payload: { cardId: credit!.id, amount: '20000', tenor: 12 } },
      { type: 'virtual_card', payload: { accountId: customer.accounts[0]!.id } },
    ];
    for (const request of valid) {
      const response = await quote(device, request);
      expect(response.statusCode, `${request.type}: ${response.body}`).toBe(200);
    }
    expect((await quote(device, valid[0]!)).json()).toMatchObject({
      fee: { charge: '500.00', vat: '75.00' },
    });
    const purchases = async () =>
      (await as(t.app, device, { method: 'GET', url: `/api/cards/${credit!.id}/purchases` })).json()
        .purchases;
    expect(await purchases()).toMatchObject([
      { transactionId: credit!.purchaseTransactionId, amount: '25000.00' },
    ]);
    const emi = await submit(device, valid[0]!);
    expect(emi.statusCode, emi.body).toBe(201);
    expect(await purchases()).toEqual([]);
    const invalid: [unknown, number, string, string][] = [
      [
        {
          type: 'card_emi_conversion',
          payload: { cardId: credit!.id, transactionId: credit!.purchaseTransactionId, tenor: 5 },
        },
        400,
        'VALIDATION_FAILED',
        'payload.tenor',
      ],
      // the same purchase twice
      [valid[0], 422, 'CARD_PURCHASE_NOT_ELIGIBLE', 'payload.transactionId'],
      [
        {
          type: 'card_emi_conversion',
          payload: { cardId: credit!.id, transactionId: 'TKAAAAAAAAAAAA', tenor: 3 },
        },
        404,
        'NOT_FOUND',
        'payload.transactionId',
      ],
      [
        { type: 'card_upgrade', payload: { cardId: debit!.id, product: 'gold' } },
        422,
        'CARD_NOT_ELIGIBLE',
        'payload.cardId',
      ],
      [
        {
          type: 'supplementary_card',
          payload: { cardId: credit!.id, fullName: 'A', relationship: 'cousin', dateOfBirth: '1990-04-02' },
        },
        400,
        'VALIDATION_FAILED',
        'payload.fullName',
      ],
      [
        { type: 'card_cheque', payload: { cardId: credit!.id, amount: '900000', payeeName: 'Rupa' } },
        422,
        'CARD_AMOUNT_ABOVE_AVAILABLE',
        'payload.amount',
      ],
      [
        {
          type: 'card_hard_copy_statement',
          payload: { cardId: credit!.id, month: '2026-13', branch: routing },
        },
        400,
        'VALIDATION_FAILED',
        'payload.month',
      ],
      [
        { type: 'card_limit_transfer', payload: { cardId: credit!.id, toCardId: credit!.id, amount: '10' } },
        400,
        'VALIDATION_FAILED',
        'payload.toCardId',
      ],
      [
        { type: 'card_usd_endorsement', payload: { cardId: credit!.id, action: 'pause' } },
        400,
        'VALIDATION_FAILED',
        'payload.action',
      ],
      [
        { type: 'card_limit_rearrangement', payload: { cardId: credit!.id, newLimit: '1000000.01' } },
        422,
        'CARD_AMOUNT_ABOVE_AVAILABLE',
        'payload.newLimit',
      ],
      [
        { type: 'card_loan', payload: { cardId: credit!.id, amount: '20000', tenor: 9 } },
        400,
        'VALIDATION_FAILED',
        'payload.tenor',
      ],
      [
        { type: 'card_reissue', payload: { cardId: debit!.id, reason: 'bored', branch: routing } },
        400,
        'VALIDATION_FAILED',
        'payload.reason',
      ],
      [
        { type: 'virtual_card', payload: { accountId: credit!.accountId } },
        422,
        'ACCOUNT_NOT_ELIGIBLE',
        'payload.accountId',
      ],
    ];
    for (const [request, status, code, field] of invalid) {
      const response = await quote(device, request as SubmitServiceRequest);
      expect(refusal(response), JSON.stringify(request)).toEqual([status, code]);
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(request)).toContain(field);
    }

    // a holder born in the future, or too young or too old today in Dhaka (as the contract reads today)
    const { earliest, latest } = holderBirthDays(bankDateOf());
    for (const [dateOfBirth, problem] of [
      ['2999-12-31', 'dateOfBirth.notPast'],
      [addDays(latest, 1), 'dateOfBirth.ageOutOfRange'],
      [addDays(earliest, -1), 'dateOfBirth.ageOutOfRange'],
    ]) {
      const payload = { cardId: credit!.id, fullName: 'Ayesha Begum', relationship: 'spouse', dateOfBirth };
      const response = await quote(device, { type: 'supplementary_card', payload } as SubmitServiceRequest);
      expect(refusal(response), dateOfBirth).toEqual([400, 'VALIDATION_FAILED']);
      expect(response.json().fields, dateOfBirth).toEqual({ 'payload.dateOfBirth': problem });
    }
    for (const dateOfBirth of [earliest, latest]) {
      const payload = { cardId: credit!.id, fullName: 'Ayesha Begum', relationship: 'spouse', dateOfBirth };
      const response = await quote(device, { type: 'supplementary_card', payload } as SubmitServiceRequest);
      expect(response.statusCode, `${dateOfBirth}: ${response.body}`).toBe(200);
    }
  });

  it('computes EMI instalments exactly: they add up to principal plus interest', () => {
    expect(emiPlan(2_500_000n, 3, 0)).toEqual({
      instalment: 833_334n,
      lastInstalment: 833_332n,
      totalInterest: 0n,
      total: 2_500_000n,
    });
    for (const [tenor, bps] of [
      [6, 900],
      [12, 1200],
      [24, 1500],
    ] as const) {
      const plan = emiPlan(2_500_000n, tenor, bps);
      expect(plan.instalment * BigInt(tenor - 1) + plan.lastInstalment).toBe(plan.total);
      expect(plan.lastInstalment - plan.instalment).toBeLessThanOrEqual(BigInt(tenor));
    }
    // 12 months at 12% a year on BDT 25,000: 2,221.22 a month (the textbook figure)
    expect(emiPlan(2_500_000n, 12, 1200).instalment).toBe(222_122n);
  });

  it('issues a virtual card when its request completes, and a reissue replaces the old card', async () => {
    const { customer, session } = await newCustomer({ cards: [{ kind: 'debit' }] });
    let device = await session();
    const virtual = await submit(device, {
      type: 'virtual_card',
      payload: { accountId: customer.accounts[0]!.id },
    });
    expect(virtual.statusCode, virtual.body).toBe(201);
    const reissue = await submit(device, {
      type: 'card_reissue',
      payload: { cardId: customer.cards[0]!.id, reason: 'damaged', branch: await branch(device) },
    });
    expect(reissue.statusCode, reissue.body).toBe(201);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(24 * 60 * MINUTE);
      await runBackOffice(t.app.money, t.clock.now(), { customerId: customer.customerId });
    }
    device = await session();
    const done = await as(t.app, device, {
      method: 'GET',
      url: `/api/service-requests/${virtual.json().id}`,
    });
    expect(ServiceRequestDetailSchema.parse(done.json()).status).toBe('completed');
    const cards = await cardsOf(device);
    expect(cards).toHaveLength(2);
    expect(cards.some((card) => card.virtual && card.maskedNumber.includes('******'))).toBe(true);
    expect(cards.map((card) => card.id)).not.toContain(customer.cards[0]!.id);
  });

  it('moves a credit limit when the bank accepts a limit transfer, and issues a supplementary card on completion', async () => {
    const { customer, session } = await newCustomer({ cards: [{ kind: 'credit' }, { kind: 'credit' }] });
    const [from, to] = customer.cards;
    let device = await session();
    const floor = async (accountId: string) =>
      (
        await rows<{ min_balance: string | number }>(
          t.database.db,
          sql`SELECT min_balance FROM accounts WHERE id = ${accountId}`,
        )
      )[0]!.min_balance.toString();
    for (const request of [
      { type: 'card_limit_transfer', payload: { cardId: from!.id, toCardId: to!.id, amount: '30000' } },
      {
        type: 'supplementary_card',
        payload: {
          cardId: from!.id,
          fullName: 'Ayesha Begum',
          relationship: 'spouse',
          dateOfBirth: '1990-04-02',
        },
      },
    ] as const) {
      const response = await submit(device, request);
      expect(response.statusCode, response.body).toBe(201);
    }
    for (let i = 0; i < 3; i++) {
      t.clock.advance(24 * 60 * MINUTE);
      await runBackOffice(t.app.money, t.clock.now(), { customerId: customer.customerId });
    }
    // BDT 100,000 each: 70,000 and 130,000 now, the money on the ledger untouched
    expect(await floor(from!.accountId!)).toBe('-7000000');
    expect(await floor(to!.accountId!)).toBe('-13000000');
    device = await session();
    const cards = await cardsOf(device);
    expect(cards).toHaveLength(3);
    expect(cards.find((card) => card.nameOnCard === 'AYESHA BEGUM')).toMatchObject({
      kind: 'credit',
      accountNumber: cards[0]!.accountNumber,
    });
  });

  it('shows credit-card services only to a credit-card holder', async () => {
    const items = async (device: Device) => {
      const response = await as(t.app, device, { method: 'GET', url: '/api/common/navigation' });
      const flat = (list: NavigationItem[]): NavigationItem[] =>
        list.flatMap((item) => [item, ...flat(item.children ?? [])]);
      return flat(NavigationSchema.parse(response.json()).default);
    };
    const shown = async (device: Device, id: string) =>
      !(await items(device)).find((item) => item.id === id)!.hidden;
    const debitOnly = await newCustomer({ cards: [{ kind: 'debit' }] });
    const credit = await newCustomer({ cards: [{ kind: 'credit' }] });
    const none = await newCustomer();
    expect(await shown(debitOnly.device, 'services.card.emi-conversion')).toBe(false);
    expect(await shown(debitOnly.device, 'services.card.reissue')).toBe(true);
    expect(await shown(credit.device, 'services.card.emi-conversion')).toBe(true);
    expect(await shown(none.device, 'services.card.reissue')).toBe(false);
    expect(await shown(none.device, 'services.card.card-block')).toBe(true);
  });
});

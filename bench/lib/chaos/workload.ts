import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { OtpChallenge, TransactionReceipt } from '@taka/contracts';
import { challengeRef } from '../../../apps/server/src/modules/transactions/deps.ts';
import { BENCH_PASSWORD, type BenchAccount, type BenchCustomer } from '../customers.ts';
import type { ApiClient } from './client.ts';
import { isRetryable, type Answer, type Device } from './client.ts';

/** A transfer a client asked for, and what it knows of its fate. */
export type TransferRecord = {
  customerId: string;
  key: string;
  from: string;
  to: string;
  amount: bigint;
  /** acknowledged: answered 200; refused: a 4xx; in-doubt: no definitive answer however often retried. */
  state: 'acknowledged' | 'refused' | 'in-doubt';
  transactionId?: string;
  refusal?: string;
};

/** How long a client keeps retrying one step through faults before it gives up (and leaves it in doubt). */
const RETRY_FOR_MS = 30_000;
/**
 * One execution in `oneIn` waits only 1-25 ms for its answer, then retries with the same key: 1 in 8 always, and
 * more while the harness's impatient-clients fault raises it.
 */
export const impatience = { oneIn: 8 };

const poisha = (amount: bigint) => `${amount / 100n}.${String(amount % 100n).padStart(2, '0')}`;
const amountOf = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};

/**
 * One customer's traffic until `until`: transfers between its own accounts and to other customers (code, then
 * execute with an Idempotency-Key, retried with the same key through faults and impatient timeouts), statement
 * reads, fresh sign-ins and beneficiaries added with codes.
 */
export class ChaosCustomer {
  readonly transfers: TransferRecord[] = [];
  readonly #api: ApiClient;
  readonly #me: BenchCustomer;
  readonly #others: BenchCustomer[];
  readonly #codes: pg.Pool;
  #device: Device | undefined;

  constructor(api: ApiClient, me: BenchCustomer, others: BenchCustomer[], codes: pg.Pool) {
    this.#api = api;
    this.#me = me;
    this.#others = others;
    this.#codes = codes;
  }

  /** Runs until the time `until()` answers (which may move, e.g. once the faults are over). */
  async run(until: () => number): Promise<void> {
    while (Date.now() < until()) {
      const device = this.#device ?? (await this.#signIn(until));
      if (!device) return;
      const dice = randomInt(100);
      if (dice < 60) await this.#transfer(device);
      else if (dice < 80) await this.#readStatement(device);
      else if (dice < 90)
        this.#device = undefined; // sign in afresh next time
      else await this.#addBeneficiary(device);
    }
  }

  async #signIn(until: () => number): Promise<Device | undefined> {
    while (Date.now() < until()) {
      const { device } = await this.#api.signIn(this.#me.email, BENCH_PASSWORD);
      if (device) return (this.#device = device);
      await sleep(200);
    }
    return undefined;
  }

  /** `call` again while its answer says the request could not run now, for up to RETRY_FOR_MS. */
  async #retrying(call: () => Promise<Answer>): Promise<Answer> {
    const giveUpAt = Date.now() + RETRY_FOR_MS;
    for (;;) {
      const answer = await call();
      if (!isRetryable(answer) || Date.now() > giveUpAt) return answer;
      await sleep(100 + randomInt(200));
    }
  }

  async #transfer(device: Device) {
    const [from, own] = this.#pickOwnPair();
    const toOwn = randomInt(2) === 0;
    const payee = toOwn ? own : this.#others[randomInt(this.#others.length)]!.accounts[0]!;
    const amount = BigInt(100 + randomInt(5_000));
    const request = toOwn
      ? { type: 'own', sourceAccountId: from.id, destinationAccountId: payee.id, amount: poisha(amount) }
      : {
          type: 'within_bank',
          sourceAccountId: from.id,
          accountNumber: payee.number,
          amount: poisha(amount),
        };

    const otp = await this.#retrying(() =>
      this.#api.call('transfer-code', 'POST', '/api/transactions/otp', {
        body: request,
        headers: device.headers(),
      }),
    );
    if (otp.kind !== 'answer' || otp.status !== 200) return;
    const { challengeId } = otp.body as unknown as OtpChallenge;
    const code = await this.#codeFor(challengeId);
    if (!code) return;

    const record: TransferRecord = {
      customerId: this.#me.id,
      key: randomUUID(),
      from: from.id,
      to: payee.id,
      amount,
      state: 'in-doubt',
    };
    this.transfers.push(record);
    const answer = await this.#retrying(() =>
      this.#api.call('transfer', 'POST', '/api/transactions', {
        body: { request, challengeId, code },
        headers: { ...device.headers(), 'idempotency-key': record.key },
        timeoutMs: randomInt(impatience.oneIn) === 0 ? 1 + randomInt(25) : 5_000,
      }),
    );
    if (answer.kind !== 'answer') return;
    if (answer.status === 200) {
      const receipt = answer.body as unknown as TransactionReceipt;
      record.state = 'acknowledged';
      record.transactionId = receipt.transactionId;
      if (amountOf(receipt.transactionAmount) !== amount)
        throw new Error(`receipt ${receipt.transactionId} has another amount`);
    } else if (answer.status < 500) {
      record.state = 'refused';
      record.refusal = String(answer.body.code);
    }
  }

  #pickOwnPair(): [BenchAccount, BenchAccount] {
    const [a, b] = this.#me.accounts as [BenchAccount, BenchAccount];
    return randomInt(2) === 0 ? [a, b] : [b, a];
  }

  /** The code of a challenge, as its SMS carries it (read from the outbox table, through database faults). */
  async #codeFor(challengeId: string): Promise<string | undefined> {
    const ref = `%Ref ${challengeRef(challengeId)}%`;
    const giveUpAt = Date.now() + RETRY_FOR_MS;
    while (Date.now() < giveUpAt) {
      try {
        const { rows } = await this.#codes.query<{ code: string }>(
          'select code from outbox_messages where recipient = $1 and body like $2 and code is not null',
          [this.#me.mobile, ref],
        );
        if (rows[0]) return rows[0].code;
      } catch {
        // the database is away: ask again
      }
      await sleep(100);
    }
    return undefined;
  }

  async #readStatement(device: Device) {
    const today = new Date().toISOString().slice(0, 10);
    const account = this.#me.accounts[randomInt(this.#me.accounts.length)]!;
    await this.#api.call(
      'statement',
      'GET',
      `/api/statement?accountId=${account.id}&from=2026-01-01&to=${today}`,
      {
        headers: device.headers(),
      },
    );
  }

  async #addBeneficiary(device: Device) {
    const other = this.#others[randomInt(this.#others.length)]!;
    const beneficiary = {
      type: 'within_bank',
      accountNumber: other.accounts[1 % other.accounts.length]!.number,
    };
    const otp = await this.#retrying(() =>
      this.#api.call('beneficiary-code', 'POST', '/api/beneficiaries/otp', {
        body: beneficiary,
        headers: device.headers(),
      }),
    );
    if (otp.kind !== 'answer' || otp.status !== 200) return;
    const { challengeId } = otp.body as unknown as OtpChallenge;
    const code = await this.#codeFor(challengeId);
    if (!code) return;
    await this.#retrying(() =>
      this.#api.call('beneficiary', 'POST', '/api/beneficiaries', {
        body: { beneficiary, challengeId, code },
        headers: device.headers(),
      }),
    );
  }
}

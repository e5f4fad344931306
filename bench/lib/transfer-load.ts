import { randomInt, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { DatabaseTarget } from '../../apps/server/src/db/client.ts';
import { BENCH_PASSWORD, type BenchCustomer } from './customers.ts';
import { HttpConnection, signIn, type BenchDevice } from './http.ts';
import { latencies, openLoop } from './open-loop.ts';

/** Codes arrive from the server thread's SMS channel, one pending per customer's mobile. */
export class CodeBox {
  #codes = new Map<string, string>();
  #waiters = new Map<string, (code: string) => void>();
  deliver(to: string, code: string) {
    const waiter = this.#waiters.get(to);
    if (waiter) {
      this.#waiters.delete(to);
      waiter(code);
    } else this.#codes.set(to, code);
  }
  next(to: string): Promise<string> {
    const code = this.#codes.get(to);
    if (code) {
      this.#codes.delete(to);
      return Promise.resolve(code);
    }
    return new Promise((resolve) => this.#waiters.set(to, resolve));
  }
}

/** A signed-in customer with a connection of its own. */
export type Party = { customer: BenchCustomer; device: BenchDevice; connection: HttpConnection };

/** `execute`: POST /api/transactions alone; `flow`: from the transfer's scheduled start (code request included). */
export type TransferSample = { execute: number; flow: number };

const payeeFor = (parties: Party[], me: Party) => {
  const other = parties[randomInt(parties.length - 1)]!;
  return (other === me ? parties[parties.length - 1]! : other).customer;
};

/** One transfer within the bank from `me` to another party: code request, the code from the SMS channel, execution. */
async function oneTransfer(
  codes: CodeBox,
  parties: Party[],
  me: Party,
  scheduled: number,
): Promise<TransferSample> {
  const to = payeeFor(parties, me);
  const request = {
    type: 'within_bank',
    sourceAccountId: me.customer.accountId,
    accountNumber: to.accountNumber,
    amount: `${randomInt(10, 100)}.${String(randomInt(100)).padStart(2, '0')}`,
  };
  const otp = await me.connection.call('POST', '/api/transactions/otp', request, me.device.headers());
  if (otp.status !== 200) throw new Error(`otp: ${otp.status} ${otp.body}`);
  const { challengeId } = JSON.parse(otp.body) as { challengeId: string };
  const code = await codes.next(me.customer.mobile);
  const sent = performance.now();
  const executed = await me.connection.call(
    'POST',
    '/api/transactions',
    { request, challengeId, code },
    {
      ...me.device.headers(),
      'idempotency-key': randomUUID(),
    },
  );
  if (executed.status !== 200) throw new Error(`execute: ${executed.status} ${executed.body}`);
  const done = performance.now();
  return { execute: done - sent, flow: done - scheduled };
}

/** Closed loop: the first `clients` parties transfer back to back for `seconds`; transfers per second. */
export async function peakTransfers(codes: CodeBox, parties: Party[], clients: number, seconds: number) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    parties.slice(0, clients).map(async (me) => {
      while (performance.now() < until) {
        await oneTransfer(codes, parties, me, performance.now());
        done++;
      }
    }),
  );
  return done / seconds;
}

/**
 * Open loop at `rate` transfers per second for `seconds` (lib/open-loop.ts): the latencies of those that succeeded,
 * the rate they achieved, and the errors of those that failed.
 */
export async function transfersAtRate(codes: CodeBox, parties: Party[], rate: number, seconds: number) {
  const { results, achieved, failures } = await openLoop(parties, rate, seconds, (me, scheduled) =>
    oneTransfer(codes, parties, me, scheduled),
  );
  return {
    achieved,
    failures,
    execute: latencies(results.map((sample) => sample.execute)),
    flow: latencies(results.map((sample) => sample.flow)),
  };
}

/** Asks the server thread something (`cpu`: its CPU seconds; `close`: shut down) and waits for the answer. */
function askWorker<T>(worker: Worker, type: 'cpu' | 'close'): Promise<T> {
  return new Promise((resolve) => {
    const listen = (message: { type: string; value: T }) => {
      if (message.type !== `${type}:done`) return;
      worker.off('message', listen);
      resolve(message.value);
    };
    worker.on('message', listen);
    worker.postMessage({ type });
  });
}

export type BenchServer = {
  url: string;
  /** Every bench customer, signed in, each with a connection of its own. */
  parties: Party[];
  codes: CodeBox;
  /** The server thread's CPU seconds so far. */
  cpuSeconds(): Promise<number>;
  close(): Promise<void>;
};

/**
 * The server (lib/server-worker.ts) in a thread of its own on a fresh database with `customers` bench customers,
 * serving the web build in `webDistDir` if given; its one-time codes come to `codes`.
 */
export async function startBenchServer(options: {
  target: DatabaseTarget;
  customers: number;
  webDistDir?: string;
}): Promise<BenchServer> {
  const worker = new Worker(new URL('./server-worker.ts', import.meta.url), { workerData: options });
  const codes = new CodeBox();
  const { url, customers } = await new Promise<{ url: string; customers: BenchCustomer[] }>(
    (resolve, reject) => {
      worker.on('error', reject);
      worker.on('message', (message) => {
        if (message.type === 'sms' && message.code) codes.deliver(message.to, message.code);
        if (message.type === 'ready') resolve(message);
      });
    },
  );
  const parties: Party[] = [];
  for (const customer of customers) {
    const connection = new HttpConnection(url);
    parties.push({ customer, device: await signIn(connection, customer.email, BENCH_PASSWORD), connection });
  }
  return {
    url,
    parties,
    codes,
    cpuSeconds: () => askWorker<number>(worker, 'cpu'),
    async close() {
      for (const party of parties) party.connection.close();
      await askWorker(worker, 'close');
      await worker.terminate();
    },
  };
}

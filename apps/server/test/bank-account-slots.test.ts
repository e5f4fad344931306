import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostingSlotOf } from '../src/modules/accounts/directory.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { rows } from './helpers/money.ts';

// How charged transfers spread over the slots: external-transfers.test.ts (NPSB).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The posting slots of `systemKey`: the account itself first, then `<key>/1`... */
const slotsOf = (systemKey: string) =>
  rows<{ system_key: string; number: string; kind: string }>(
    t.database.db,
    sql`select system_key, number, kind from accounts where ${isPostingSlotOf(systemKey)} order by system_key`,
  );

describe("the bank's accounts in posting slots", () => {
  it('every bank account that transfers post to has eight slots of its kind; equity has one', async () => {
    const counts = await rows<{ base: string; slots: number }>(
      t.database.db,
      sql`select split_part(system_key, '/', 1) as base, count(*)::int as slots from accounts
        where system_key is not null group by 1`,
    );
    expect(counts.length).toBeGreaterThan(10);
    for (const { base, slots } of counts) expect([base, slots]).toEqual([base, base === 'equity' ? 1 : 8]);

    const fee = await slotsOf('fee_income');
    expect(fee.map((slot) => slot.system_key)).toEqual([
      'fee_income',
      ...Array.from({ length: 7 }, (_, i) => `fee_income/${i + 1}`),
    ]);
    expect(fee.every((slot) => slot.kind === 'fee_income')).toBe(true);
    expect(fee.slice(1).map((slot) => slot.number)).toEqual(
      Array.from({ length: 7 }, (_, i) => `98${i + 1}${fee[0]!.number.slice(-10)}`),
    );
  });

  it('a bank account opened later gets its slots at once', async () => {
    await t.database.db.execute(
      sql`insert into accounts (number, kind, title, product_name, branch, system_key, opened_on)
        values ('9997000000001', 'settlement', 'Test network settlement', 'General ledger', 'Head Office',
          'settlement:test-network', '2026-01-01')`,
    );
    const slots = await slotsOf('settlement:test-network');
    expect(slots.map((slot) => [slot.system_key, slot.number])).toEqual([
      ['settlement:test-network', '9997000000001'],
      ...Array.from({ length: 7 }, (_, i) => [`settlement:test-network/${i + 1}`, `98${i + 1}7000000001`]),
    ]);
  });
});

import type { Database } from '../client.ts';
import { seedRuns } from '../schema/index.ts';
import { seedAccounts } from './accounts.ts';
import { seedBanks } from './banks.ts';
import { seedBillers } from './billers.ts';
import { seedCustomers } from './customers.ts';
import { seedLanguages } from './languages.ts';
import { seedNotifications } from './notifications.ts';
import { seedPrepaidElectricity } from './prepaid-electricity.ts';

/**
 * Writes the demo data on first start. Each step runs once per database (recorded in seed_runs, in the same
 * transaction as its data), so a later start keeps whatever changed, and a step added later (e.g. `seedAccounts`
 * with balances and history) still runs once on an existing database.
 */
export async function seed(db: Database, options: { now: Date }): Promise<void> {
  const steps: [name: string, run: (tx: Database) => Promise<void>][] = [
    ['languages', (tx) => seedLanguages(tx)],
    ['customers', (tx) => seedCustomers(tx, options.now)],
    ['notifications', (tx) => seedNotifications(tx, options.now)],
    ['banks', (tx) => seedBanks(tx)],
    ['accounts', (tx) => seedAccounts(tx, options.now)],
    ['billers', (tx) => seedBillers(tx, options.now)],
    ['prepaid-electricity', (tx) => seedPrepaidElectricity(tx)],
  ];
  for (const [name, run] of steps) {
    await db.transaction(async (tx) => {
      const claimed = await tx.insert(seedRuns).values({ name }).onConflictDoNothing().returning();
      if (claimed.length === 1) await run(tx);
    });
  }
}

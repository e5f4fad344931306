import type { Database } from '../client.ts';
import { seedRuns } from '../schema/index.ts';
import { seedAccounts } from './accounts.ts';
import { seedBanks } from './banks.ts';
import { seedBillers } from './billers.ts';
import { seedCards } from './cards.ts';
import { seedChequeBooks } from './cheque-books.ts';
import { seedCustomers } from './customers.ts';
import { seedLanguages } from './languages.ts';
import { seedLocations } from './locations.ts';
import { seedInterestAccounts } from './loans.ts';
import { seedNotifications } from './notifications.ts';
import { seedOtherServices } from './other-services.ts';
import { seedPrepaidElectricity } from './prepaid-electricity.ts';
import { seedUntaggedAccounts } from './untagged-accounts.ts';

/**
 * Writes the bank's reference data (languages, banks, the bank's own accounts and limit ceilings, billers, its
 * branches, ATMs, CDMs and agent outlets) and,
 * with `demo`, the demo customers with their accounts, history, notifications and cheque books. Production never gets the demo
 * customers, whose password the README publishes. Each step runs once per database (recorded in seed_runs, in the
 * same transaction as its data), so a later start keeps whatever changed, and a step added later still runs once
 * on an existing database.
 */
export async function seed(db: Database, options: { now: Date; demo: boolean }): Promise<void> {
  const { now, demo } = options;
  const steps: { name: string; demoOnly?: true; run: (tx: Database) => Promise<void> }[] = [
    { name: 'languages', run: (tx) => seedLanguages(tx) },
    { name: 'customers', demoOnly: true, run: (tx) => seedCustomers(tx, now) },
    { name: 'notifications', demoOnly: true, run: (tx) => seedNotifications(tx, now) },
    { name: 'banks', run: (tx) => seedBanks(tx) },
    { name: 'interest-accounts', run: (tx) => seedInterestAccounts(tx) },
    { name: 'accounts', run: (tx) => seedAccounts(tx, { now, demo }) },
    { name: 'billers', run: (tx) => seedBillers(tx, now) },
    { name: 'prepaid-electricity', run: (tx) => seedPrepaidElectricity(tx) },
    { name: 'other-services', run: (tx) => seedOtherServices(tx) },
    { name: 'locations', run: (tx) => seedLocations(tx) },
    { name: 'cheque-books', demoOnly: true, run: (tx) => seedChequeBooks(tx, now) },
    { name: 'cards', demoOnly: true, run: (tx) => seedCards(tx, now) },
    { name: 'untagged-accounts', demoOnly: true, run: (tx) => seedUntaggedAccounts(tx, now) },
  ];
  for (const { name, run } of steps.filter((step) => demo || !step.demoOnly)) {
    await db.transaction(async (tx) => {
      const claimed = await tx.insert(seedRuns).values({ name }).onConflictDoNothing().returning();
      if (claimed.length === 1) await run(tx);
    });
  }
}

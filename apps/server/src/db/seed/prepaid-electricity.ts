import type { Database } from '../client.ts';
import { accounts, billerCustomers, billers, limitCeilings } from '../schema/index.ts';
import { SEED_CEILINGS } from '../../modules/limits/ceilings.ts';
import { billerSettlementKey } from '../../modules/networks/payments.ts';
import { seedAccountId } from './ledger-accounts.ts';

/**
 * Prepaid electricity vendors and their meters (meter number, name on it). Test meters (also in the README):
 * DESCO Prepaid 661120034567 (Rahim Uddin's), DPDC Prepaid 01123456789, NESCO Prepaid 31040056712; a meter ending
 * in 0000 (DESCO Prepaid 661120030000) is refused by the vendor and the recharge reversed; any other is unknown.
 */
export const SEED_PREPAID_VENDORS = [
  {
    code: 'desco-prepaid',
    name: 'Dhaka Electric Supply Company (DESCO), prepaid',
    shortName: 'DESCO Prepaid',
    meters: [
      ['661120034567', 'Rahim Uddin'],
      ['661120038812', 'Farhana Akter'],
      ['661120030000', 'Test Rejected Meter'],
    ],
  },
  {
    code: 'dpdc-prepaid',
    name: 'Dhaka Power Distribution Company (DPDC), prepaid',
    shortName: 'DPDC Prepaid',
    meters: [['01123456789', 'Shahana Parvin']],
  },
  {
    code: 'nesco-prepaid',
    name: 'Northern Electricity Supply Company (NESCO), prepaid',
    shortName: 'NESCO Prepaid',
    meters: [['31040056712', 'Abdul Kader']],
  },
] as const;

/**
 * Adds the prepaid vendors (after the postpaid electricity billers), a settlement account each, their meters and
 * the limit ceiling of prepaid recharges. Its own seed step, so a database seeded before prepaid existed gets it.
 */
export async function seedPrepaidElectricity(db: Database): Promise<void> {
  await db
    .insert(limitCeilings)
    .values({ type: 'prepaid_electricity', ...SEED_CEILINGS.prepaid_electricity })
    .onConflictDoNothing();
  await db.insert(accounts).values(
    SEED_PREPAID_VENDORS.map((vendor, i) => ({
      id: seedAccountId(1100 + i),
      number: `9992${String(i).padStart(9, '0')}`,
      kind: 'settlement' as const,
      title: `${vendor.shortName} token settlement`,
      productName: 'General ledger',
      branch: 'Head Office',
      systemKey: billerSettlementKey(vendor.code),
      openedOn: '2020-01-01',
    })),
  );
  await db.insert(billers).values(
    SEED_PREPAID_VENDORS.map(({ code, name, shortName }, i) => ({
      code,
      name,
      shortName,
      sector: 'electricity' as const,
      prepaid: true,
      // listed after the four postpaid electricity billers (sort orders 0-3)
      sortOrder: 4 + i,
    })),
  );
  await db
    .insert(billerCustomers)
    .values(
      SEED_PREPAID_VENDORS.flatMap((vendor) =>
        vendor.meters.map(([customerNumber, name]) => ({ billerCode: vendor.code, customerNumber, name })),
      ),
    );
}

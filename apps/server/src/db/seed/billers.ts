import { RechargeOperatorSchema, MOBILE_OPERATORS, type BillerSector } from '@taka/contracts';
import type { Database } from '../client.ts';
import { accounts, billerCustomers, billers, bills, limitCeilings } from '../schema/index.ts';
import { SEED_CEILINGS } from '../../modules/limits/ceilings.ts';
import { dhakaDate } from '../../modules/limits/periods.ts';
import { billerSettlementKey, operatorSettlementKey } from '../../modules/networks/payments.ts';
import { VISA_ISSUERS, visaSettlementKey } from '../../modules/networks/visa.ts';
import { seedAccountId } from './ledger-accounts.ts';

/**
 * A customer number a biller knows: its name, the amounts of its unpaid bills (poisha, oldest first, one a month
 * up to last month) and how many earlier months it paid at the biller's counter.
 */
type SeedBillerCustomer = [number: string, name: string, due: bigint[], paidBefore: number];
type SeedBiller = {
  code: string;
  name: string;
  shortName: string;
  sector: BillerSector;
  customers: SeedBillerCustomer[];
};

const taka = (whole: bigint) => whole * 100n;

/**
 * Billers with realistic names and bills. Test customer numbers (also in the server README):
 * - one unpaid bill: DESCO 30112345, Titas 1100234, Dhaka Club DC-1045, MetLife 7300456789, Link3 L3-20871,
 *   NSU 2112345042 (and one per other biller);
 * - several months unpaid, paid one after another (the browser tests pay these): Dhaka WASA 20450077;
 * - nothing due (all paid): DESCO 30115500, and the last customer of most billers;
 * - rejected by the bill-collection gateway (the payment is reversed and the bill is due again): DESCO 30110000;
 * - unknown: any other number, e.g. DESCO 39999999.
 */
export const SEED_BILLERS: SeedBiller[] = [
  {
    code: 'desco',
    name: 'Dhaka Electric Supply Company (DESCO)',
    shortName: 'DESCO',
    sector: 'electricity',
    customers: [
      ['30112345', 'Rahim Uddin', [125_000n], 3],
      ['30118821', 'Farhana Akter', [184_250n, 211_075n], 2],
      ['30115500', 'Mizanur Rahman', [], 4],
      ['30110000', 'Test Rejected Customer', [98_000n], 1],
    ],
  },
  {
    code: 'dpdc',
    name: 'Dhaka Power Distribution Company (DPDC)',
    shortName: 'DPDC',
    sector: 'electricity',
    customers: [
      ['41023377', 'Shahana Parvin', [276_400n], 2],
      ['41029910', 'Abdul Kader', [], 3],
    ],
  },
  {
    code: 'bpdb',
    name: 'Bangladesh Power Development Board (BPDB), postpaid',
    shortName: 'BPDB',
    sector: 'electricity',
    customers: [
      ['5120034411', 'Nurul Islam', [64_520n], 2],
      ['5120034499', 'Rokeya Begum', [], 2],
    ],
  },
  {
    code: 'breb',
    name: 'Palli Bidyut (BREB), postpaid',
    shortName: 'Palli Bidyut',
    sector: 'electricity',
    customers: [
      ['PB-0712-33145', 'Jamal Hossain', [42_380n, 51_600n], 1],
      ['PB-0712-33199', 'Salma Khatun', [], 3],
    ],
  },
  {
    code: 'titas',
    name: 'Titas Gas Transmission and Distribution',
    shortName: 'Titas Gas',
    sector: 'gas',
    customers: [
      ['1100234', 'Rahim Uddin', [taka(1_080n)], 5],
      ['1100987', 'Kamrun Nahar', [taka(1_080n), taka(1_080n)], 1],
      ['1100555', 'Habibur Rahman', [], 6],
    ],
  },
  {
    code: 'kgdcl',
    name: 'Karnaphuli Gas Distribution Company (KGDCL)',
    shortName: 'Karnaphuli Gas',
    sector: 'gas',
    customers: [
      ['KG-204518', 'Karim Hossain', [taka(1_080n)], 3],
      ['KG-204577', 'Tahmina Chowdhury', [], 2],
    ],
  },
  {
    code: 'dwasa',
    name: 'Dhaka Water Supply and Sewerage Authority (Dhaka WASA)',
    shortName: 'Dhaka WASA',
    sector: 'water',
    customers: [
      ['7788123', 'Rahim Uddin', [taka(650n)], 4],
      ['20450077', 'Moinul Haque', [43_210n, 45_890n, 41_175n, 47_330n, 44_060n, 46_515n], 0],
      ['7788990', 'Sharmin Sultana', [], 3],
    ],
  },
  {
    code: 'cwasa',
    name: 'Chattogram Water Supply and Sewerage Authority (Chattogram WASA)',
    shortName: 'Chattogram WASA',
    sector: 'water',
    customers: [
      ['CW-118204', 'Karim Hossain', [38_540n], 2],
      ['CW-118266', 'Anwara Begum', [], 2],
    ],
  },
  {
    code: 'dhaka-club',
    name: 'Dhaka Club Limited',
    shortName: 'Dhaka Club',
    sector: 'club',
    customers: [
      ['DC-1045', 'Rahim Uddin', [taka(6_500n)], 5],
      ['DC-2210', 'Zahid Hasan', [], 4],
    ],
  },
  {
    code: 'gulshan-club',
    name: 'Gulshan Club Limited',
    shortName: 'Gulshan Club',
    sector: 'club',
    customers: [
      ['GC-0387', 'Nusrat Jahan', [taka(8_000n), taka(8_000n)], 2],
      ['GC-0412', 'Imran Kabir', [], 3],
    ],
  },
  {
    code: 'chittagong-club',
    name: 'Chittagong Club Limited',
    shortName: 'Chittagong Club',
    sector: 'club',
    customers: [['CC-7781', 'Karim Hossain', [taka(5_200n)], 3]],
  },
  {
    code: 'metlife',
    name: 'MetLife Bangladesh',
    shortName: 'MetLife',
    sector: 'insurance',
    customers: [
      ['7300456789', 'Rahim Uddin', [taka(12_500n)], 4],
      ['7300456111', 'Lutfun Nessa', [], 6],
    ],
  },
  {
    code: 'delta-life',
    name: 'Delta Life Insurance Company',
    shortName: 'Delta Life',
    sector: 'insurance',
    customers: [
      ['DL-55012344', 'Arif Mahmud', [taka(8_750n)], 2],
      ['DL-55012399', 'Rina Das', [], 2],
    ],
  },
  {
    code: 'pragati-life',
    name: 'Pragati Life Insurance',
    shortName: 'Pragati Life',
    sector: 'insurance',
    customers: [['PLI-302118', 'Sabina Yasmin', [taka(4_200n), taka(4_200n)], 1]],
  },
  {
    code: 'link3',
    name: 'Link3 Technologies',
    shortName: 'Link3',
    sector: 'internet',
    customers: [
      ['L3-20871', 'Rahim Uddin', [taka(1_500n)], 6],
      ['L3-20999', 'Tanvir Ahmed', [], 5],
    ],
  },
  {
    code: 'carnival',
    name: 'Carnival Internet',
    shortName: 'Carnival',
    sector: 'internet',
    customers: [
      ['CI-447120', 'Mahfuza Khanam', [taka(1_050n), taka(1_050n)], 3],
      ['CI-447188', 'Rashedul Islam', [], 4],
    ],
  },
  {
    code: 'amber-it',
    name: 'Amber IT',
    shortName: 'Amber IT',
    sector: 'internet',
    customers: [['AIT-90311', 'Karim Hossain', [taka(1_200n)], 2]],
  },
  {
    code: 'nsu',
    name: 'North South University',
    shortName: 'NSU',
    sector: 'tuition',
    customers: [
      ['2112345042', 'Ayesha Siddiqua', [taka(98_500n)], 2],
      ['2012876042', 'Fahim Chowdhury', [], 3],
    ],
  },
  {
    code: 'bracu',
    name: 'BRAC University',
    shortName: 'BRACU',
    sector: 'tuition',
    customers: [
      ['21301457', 'Sadia Islam', [taka(76_000n)], 2],
      ['20101288', 'Raihan Kabir', [], 3],
    ],
  },
  {
    code: 'drmc',
    name: 'Dhaka Residential Model College',
    shortName: 'DRMC',
    sector: 'tuition',
    customers: [['DRMC-11-0457', 'Samiul Uddin', [taka(4_500n), taka(4_500n)], 4]],
  },
];

/** "2026-11" minus `months` months, as the first day of that month ("2026-09-01"). */
function monthStart(yearMonth: string, monthsBack: number): string {
  const [year, month] = yearMonth.split('-').map(Number);
  const index = year! * 12 + (month! - 1) - monthsBack;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Each operator's, biller's and card issuer's settlement account (decision 006), with fixed ids. */
function settlementAccounts() {
  const operators = RechargeOperatorSchema.options.map((operator) => ({
    key: operatorSettlementKey(operator),
    title: `${MOBILE_OPERATORS[operator].name} top-up settlement`,
  }));
  const billerAccounts = SEED_BILLERS.map((biller) => ({
    key: billerSettlementKey(biller.code),
    title: `${biller.shortName} collection settlement`,
  }));
  const issuers = VISA_ISSUERS.map((issuer) => ({
    key: visaSettlementKey(issuer),
    title: `Visa Direct settlement: ${issuer.name}`,
  }));
  return [...operators, ...billerAccounts, ...issuers].map((account, i) => ({
    id: seedAccountId(1000 + i),
    number: `9991${String(i).padStart(9, '0')}`,
    kind: 'settlement' as const,
    title: account.title,
    productName: 'General ledger',
    branch: 'Head Office',
    systemKey: account.key,
    openedOn: '2020-01-01',
  }));
}

/**
 * Opens the settlement accounts of operators, billers and card issuers, adds the limit ceilings of the payment
 * types (on a database seeded before they existed) and writes the billers, their customers and bills: the unpaid
 * ones up to last month (Dhaka), each due on the 20th of the month after, and earlier ones paid at the counter.
 */
export async function seedBillers(db: Database, now: Date): Promise<void> {
  await db.insert(accounts).values(settlementAccounts());
  await db
    .insert(limitCeilings)
    .values(Object.entries(SEED_CEILINGS).map(([type, ceiling]) => ({ type, ...ceiling })))
    .onConflictDoNothing();
  await db.insert(billers).values(
    SEED_BILLERS.map(({ code, name, shortName, sector }, sortOrder) => ({
      code,
      name,
      shortName,
      sector,
      sortOrder,
    })),
  );
  await db
    .insert(billerCustomers)
    .values(
      SEED_BILLERS.flatMap((biller) =>
        biller.customers.map(([customerNumber, name]) => ({ billerCode: biller.code, customerNumber, name })),
      ),
    );
  const thisMonth = dhakaDate(now).slice(0, 7);
  /** Paid at the counter five days before the due date (10:00 in Dhaka), and never after now. */
  const paidOn = (dueOn: string) =>
    new Date(Math.min(Date.parse(`${dueOn}T10:00:00+06:00`) - 5 * 24 * 60 * 60 * 1000, now.getTime()));
  const rows = SEED_BILLERS.flatMap((biller) =>
    biller.customers.flatMap(([customerNumber, , due, paidBefore]) => {
      const months = paidBefore + due.length;
      return Array.from({ length: months }, (_, i) => {
        const period = monthStart(thisMonth, months - i);
        const paid = i < paidBefore;
        const dueOn = `${monthStart(period.slice(0, 7), -1).slice(0, 8)}20`;
        return {
          billNumber: `${biller.code}-${period.slice(0, 7)}-${customerNumber}`.toUpperCase(),
          billerCode: biller.code,
          customerNumber,
          period,
          amount: paid ? (due[0] ?? taka(1_000n)) : due[i - paidBefore]!,
          dueOn,
          paidAt: paid ? paidOn(dueOn) : null,
        };
      });
    }),
  );
  await db.insert(bills).values(rows);
}

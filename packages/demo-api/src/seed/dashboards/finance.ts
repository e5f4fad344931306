import type { FinanceDashboard } from '../../schemas/dashboards.ts';
import { isoBefore } from '../../lib/dates.ts';
import { randomWalk, seededRandom } from '../../lib/random.ts';
import { seedId } from '../../lib/ids.ts';

/** SPEC 9: the finance samples' limits and goal. */
export const FINANCE_LIMITS = {
  statement: 34500,
  expenses: 20000,
  savingsGoal: 250000,
  bills: 1000,
} as const;

/** [name, amount (negative is money out), status, days ago] */
const transactions: [string, number, 'completed' | 'pending', number][] = [
  ['Shwapno Supermarket', -4235.5, 'completed', 0],
  ['Salary: Shapla Software', 85000, 'completed', 1],
  ['DESCO electricity bill', -1870, 'completed', 2],
  ['Fatema Begum', -5000, 'completed', 3],
  ['Aarong, Dhanmondi', -7650, 'pending', 3],
  ['Grameenphone recharge', -200, 'completed', 4],
  ['Interest on savings', 612.45, 'completed', 6],
  ['Pathao ride', -385, 'pending', 7],
];

export function buildFinance(now: number): FinanceDashboard {
  const random = seededRandom(23);
  const weekly = (base: number) =>
    randomWalk(random, 24, base, base / 20).map((y, i) => ({ x: isoBefore(now, { days: (23 - i) * 7 }), y }));
  return {
    accountBalance: {
      growRate: 38.33,
      ami: 45332,
      series: [
        { name: 'Predicted', data: weekly(140000) },
        { name: 'Actual', data: weekly(132000) },
      ],
    },
    budget: {
      expenses: 18787.82,
      expensesLimit: FINANCE_LIMITS.expenses,
      savings: 132589.24,
      savingsGoal: FINANCE_LIMITS.savingsGoal,
      bills: 679.8,
      billsLimit: FINANCE_LIMITS.bills,
    },
    previousStatement: {
      status: 'paid',
      date: isoBefore(now, { days: 30 }),
      limit: FINANCE_LIMITS.statement,
      spent: 27221.21,
      minimum: 7331.94,
    },
    currentStatement: {
      status: 'pending',
      date: isoBefore(now, { days: -5 }),
      limit: FINANCE_LIMITS.statement,
      spent: 31819.41,
      minimum: 8112.51,
    },
    recentTransactions: transactions.map(([name, amount, status, daysAgo], i) => ({
      id: seedId('finance-transaction', i),
      transactionId: `TXN${String(52865157 + i * 7331).padStart(10, '0')}`,
      name,
      amount,
      status,
      date: isoBefore(now, { days: daysAgo, hours: i }),
    })),
  };
}

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { get, useDemoServer } from './helpers.ts';
import {
  ActivitySchema,
  AnalyticsDashboardSchema,
  CryptoDashboardSchema,
  FinanceDashboardSchema,
  ProjectDashboardSchema,
} from '../src/schemas/dashboards.ts';

useDemoServer();

describe('dashboards', () => {
  it('answers the analytics dashboard', async () => {
    const analytics = await get('/api/dashboards/analytics', AnalyticsDashboardSchema.strict());
    expect(analytics.visitors.series['this-year'][0]!.data).toHaveLength(12);
    expect(analytics.language.labels).toHaveLength(2);
  });

  it('answers the crypto dashboard with prices and wallets for btc, eth, bch and xrp', async () => {
    const crypto = await get('/api/dashboards/crypto', CryptoDashboardSchema.strict());
    expect(Object.keys(crypto.prices)).toEqual(['btc', 'eth', 'bch', 'xrp']);
    expect(Object.keys(crypto.wallets)).toEqual(['btc', 'eth', 'bch', 'xrp']);
    expect(crypto.watchlist.map((coin) => coin.iso)).toEqual(['BTC', 'ETH', 'BCH', 'XRP']);
  });

  it('answers the finance dashboard with the limits of the specification', async () => {
    const finance = await get('/api/dashboards/finance', FinanceDashboardSchema.strict());
    expect(finance.previousStatement).toMatchObject({ status: 'paid', limit: 34500 });
    expect(finance.currentStatement).toMatchObject({ status: 'pending', limit: 34500 });
    expect(finance.budget).toMatchObject({ expensesLimit: 20000, savingsGoal: 250000, billsLimit: 1000 });
    expect(finance.accountBalance.series.map((series) => series.name)).toEqual(['Predicted', 'Actual']);
    expect(new Set(finance.recentTransactions.map((transaction) => transaction.status))).toEqual(
      new Set(['completed', 'pending']),
    );
  });

  it('answers the project dashboard', async () => {
    const project = await get('/api/dashboards/project', ProjectDashboardSchema.strict());
    expect(project.githubIssues.labels).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(project.taskDistribution.labels).toEqual(['API', 'Backend', 'Frontend', 'Issues']);
    expect(project.budgetDistribution.categories).toEqual([
      'Concept',
      'Design',
      'Development',
      'Extras',
      'Marketing',
    ]);
    for (const row of project.budgetDetails.rows) {
      expect(row.expensesAmount + row.remainingAmount).toBe(row.total);
    }
    expect(project.schedule.today.some((entry) => entry.location === undefined)).toBe(true);
  });

  it('answers the activities page, newest first', async () => {
    const activities = await get('/api/pages/activities', z.array(ActivitySchema));
    expect(activities.length).toBeGreaterThan(5);
    const dates = activities.map((activity) => Date.parse(activity.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

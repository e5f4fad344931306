import { z } from 'zod';

/** A chart point on a time axis. */
const Point = z.object({ x: z.string(), y: z.number() });
/** One chart series (ApexCharts' shape): numbers, or points on a time axis. */
const Series = z.object({
  name: z.string(),
  type: z.string().optional(),
  data: z.array(z.union([z.number(), Point])),
});
const SeriesList = z.array(Series);
const Trend = z.object({ dir: z.enum(['up', 'down']), amount: z.number() });
/** A small chart with its total: conversions, impressions, visits, expenses. */
const Sparkline = z.object({ amount: z.number(), labels: z.array(z.string()), series: SeriesList });
const Share = z.object({
  uniqueVisitors: z.number(),
  series: z.array(z.number()),
  labels: z.array(z.string()),
});
const Weekly = <T extends z.ZodType>(value: T) => z.object({ 'this-week': value, 'last-week': value });

export const AnalyticsDashboardSchema = z.object({
  visitors: z.object({
    ranges: z.object({ 'this-year': z.string(), 'last-year': z.string() }),
    series: z.object({ 'this-year': SeriesList, 'last-year': SeriesList }),
  }),
  conversions: Sparkline,
  impressions: Sparkline,
  visits: Sparkline,
  visitorsVsPageViews: z.object({
    overallScore: z.number(),
    averageRatio: z.number(),
    predictedRatio: z.number(),
    series: SeriesList,
  }),
  newVsReturning: Share,
  gender: Share,
  age: Share,
  language: Share,
});

const Coins = z.object({ btc: z.number(), eth: z.number(), bch: z.number(), xrp: z.number() });

export const CryptoDashboardSchema = z.object({
  btc: z.object({
    amount: z.number(),
    trend: Trend,
    marketCap: z.number(),
    volume: z.number(),
    supply: z.number(),
    allTimeHigh: z.number(),
    price: z.object({ series: SeriesList }),
  }),
  prices: Coins,
  wallets: Coins,
  watchlist: z.array(
    z.object({ title: z.string(), iso: z.string(), amount: z.number(), trend: Trend, series: SeriesList }),
  ),
});

const Statement = z.object({
  status: z.enum(['paid', 'pending']),
  date: z.string(),
  limit: z.number(),
  spent: z.number(),
  minimum: z.number(),
});

export const FinanceDashboardSchema = z.object({
  accountBalance: z.object({ growRate: z.number(), ami: z.number(), series: SeriesList }),
  budget: z.object({
    expenses: z.number(),
    expensesLimit: z.number(),
    savings: z.number(),
    savingsGoal: z.number(),
    bills: z.number(),
    billsLimit: z.number(),
  }),
  previousStatement: Statement,
  currentStatement: Statement,
  recentTransactions: z.array(
    z.object({
      id: z.string(),
      transactionId: z.string(),
      name: z.string(),
      amount: z.number(),
      status: z.enum(['completed', 'pending']),
      date: z.string(),
    }),
  ),
});

const ScheduleEntry = z.object({ title: z.string(), time: z.string(), location: z.string().optional() });

export const ProjectDashboardSchema = z.object({
  githubIssues: z.object({
    overview: Weekly(z.record(z.string(), z.number())),
    labels: z.array(z.string()),
    series: Weekly(SeriesList),
  }),
  taskDistribution: z.object({
    overview: Weekly(z.object({ new: z.number(), completed: z.number() })),
    labels: z.array(z.string()),
    series: Weekly(z.array(z.number())),
  }),
  schedule: z.object({ today: z.array(ScheduleEntry), tomorrow: z.array(ScheduleEntry) }),
  budgetDistribution: z.object({ categories: z.array(z.string()), series: SeriesList }),
  weeklyExpenses: Sparkline,
  monthlyExpenses: Sparkline,
  yearlyExpenses: Sparkline,
  budgetDetails: z.object({
    columns: z.array(z.string()),
    rows: z.array(
      z.object({
        id: z.number(),
        type: z.string(),
        total: z.number(),
        expensesAmount: z.number(),
        expensesPercentage: z.number(),
        remainingAmount: z.number(),
        remainingPercentage: z.number(),
      }),
    ),
  }),
  teamMembers: z.array(
    z.object({
      id: z.string(),
      avatar: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      title: z.string(),
    }),
  ),
});

export const ActivitySchema = z.object({
  id: z.string(),
  icon: z.string().optional(),
  image: z.string().optional(),
  /** May contain simple markup. */
  description: z.string(),
  /** ISO date-time. */
  date: z.string(),
  extraContent: z.string().optional(),
  linkedContent: z.string().optional(),
  link: z.string().optional(),
  useRouter: z.boolean().optional(),
});
export type Activity = z.infer<typeof ActivitySchema>;

export type AnalyticsDashboard = z.infer<typeof AnalyticsDashboardSchema>;
export type CryptoDashboard = z.infer<typeof CryptoDashboardSchema>;
export type FinanceDashboard = z.infer<typeof FinanceDashboardSchema>;
export type ProjectDashboard = z.infer<typeof ProjectDashboardSchema>;

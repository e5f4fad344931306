import type { AnalyticsDashboard } from '../../schemas/dashboards.ts';
import { isoBefore } from '../../lib/dates.ts';
import { randomWalk, seededRandom } from '../../lib/random.ts';

const monthly = (now: number, values: number[], yearsBack: number) =>
  values.map((y, i) => ({ x: isoBefore(now, { days: (values.length - i) * 30 + yearsBack * 365 }), y }));

const days = (now: number, count: number) =>
  Array.from({ length: count }, (_, i) => isoBefore(now, { days: count - 1 - i }).slice(0, 10));

export function buildAnalytics(now: number): AnalyticsDashboard {
  const random = seededRandom(11);
  const sparkline = (name: string, base: number, spread: number) => {
    const data = randomWalk(random, 9, base, spread);
    return {
      amount: data.reduce((sum, value) => sum + value, 0),
      labels: days(now, 9),
      series: [{ name, data }],
    };
  };
  const dailyPoints = (base: number) =>
    randomWalk(random, 30, base, base / 8).map((y, i) => ({ x: isoBefore(now, { days: 29 - i }), y }));
  return {
    visitors: {
      ranges: { 'this-year': 'This Year', 'last-year': 'Last Year' },
      series: {
        'this-year': [{ name: 'Visitors', data: monthly(now, randomWalk(random, 12, 5200, 900), 0) }],
        'last-year': [{ name: 'Visitors', data: monthly(now, randomWalk(random, 12, 3900, 700), 1) }],
      },
    },
    conversions: sparkline('Conversions', 420, 60),
    impressions: sparkline('Impressions', 8800, 900),
    visits: sparkline('Visits', 1900, 250),
    visitorsVsPageViews: {
      overallScore: 472,
      averageRatio: 45,
      predictedRatio: 55,
      series: [
        { name: 'Page Views', data: dailyPoints(4600) },
        { name: 'Visitors', data: dailyPoints(2100) },
      ],
    },
    newVsReturning: { uniqueVisitors: 46085, series: [80, 20], labels: ['New', 'Returning'] },
    gender: { uniqueVisitors: 46085, series: [58, 42], labels: ['Male', 'Female'] },
    age: { uniqueVisitors: 46085, series: [61, 39], labels: ['Under 30', 'Over 30'] },
    language: { uniqueVisitors: 46085, series: [74, 26], labels: ['Bangla', 'English'] },
  };
}

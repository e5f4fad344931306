import type { ProjectDashboard } from '../../schemas/dashboards.ts';
import { seedId } from '../../lib/ids.ts';
import { isoBefore } from '../../lib/dates.ts';
import { avatarImage } from '../../lib/images.ts';
import { randomInt, randomWalk, seededRandom } from '../../lib/random.ts';
import { people } from '../people.ts';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const budgetTypes = ['Concept', 'Design', 'Development', 'Extras', 'Marketing'];

export function buildProject(now: number): ProjectDashboard {
  const random = seededRandom(31);
  const week = (base: number) => randomWalk(random, 7, base, base / 3);
  const issues = () => {
    const opened = week(30);
    const closed = week(18);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    return {
      overview: {
        'new-issues': sum(opened),
        'closed-issues': sum(closed),
        fixed: randomInt(random, 2, 9),
        'wont-fix': randomInt(random, 1, 5),
        're-opened': randomInt(random, 3, 10),
        'needs-triage': randomInt(random, 2, 8),
      },
      series: [
        { name: 'New issues', type: 'line', data: opened },
        { name: 'Closed issues', type: 'column', data: closed },
      ],
    };
  };
  const thisWeek = issues();
  const lastWeek = issues();
  const expenses = (count: number, labels: (i: number) => string, base: number) => {
    const data = randomWalk(random, count, base, base / 4);
    return {
      amount: data.reduce((sum, value) => sum + value, 0),
      labels: Array.from({ length: count }, (_, i) => labels(i)),
      series: [{ name: 'Expenses', data }],
    };
  };
  const budgets = [14880, 21080, 34720, 18000, 25000];
  return {
    githubIssues: {
      overview: { 'this-week': thisWeek.overview, 'last-week': lastWeek.overview },
      labels: weekdays,
      series: { 'this-week': thisWeek.series, 'last-week': lastWeek.series },
    },
    taskDistribution: {
      overview: { 'this-week': { new: 594, completed: 287 }, 'last-week': { new: 526, completed: 260 } },
      labels: ['API', 'Backend', 'Frontend', 'Issues'],
      series: { 'this-week': [15, 20, 38, 27], 'last-week': [19, 16, 42, 23] },
    },
    schedule: {
      today: [
        { title: 'Daily stand-up', time: '09:30', location: 'Meeting room 2' },
        { title: 'Release review', time: '12:00', location: 'Online' },
        { title: 'Lunch with Ravi', time: '13:30', location: 'Gulshan 2' },
        { title: 'Design critique', time: '16:00' },
      ],
      tomorrow: [
        { title: 'Branch visit, Tejgaon', time: '10:00', location: 'Tejgaon branch' },
        { title: 'Budget planning', time: '14:00' },
        { title: 'Badminton', time: '19:00', location: 'Dhanmondi club' },
      ],
    },
    budgetDistribution: { categories: budgetTypes, series: [{ name: 'Budget', data: [12, 20, 28, 15, 25] }] },
    weeklyExpenses: expenses(7, (i) => isoBefore(now, { days: 6 - i }).slice(0, 10), 2400),
    monthlyExpenses: expenses(4, (i) => `Week ${i + 1}`, 16000),
    yearlyExpenses: expenses(12, (i) => isoBefore(now, { days: (11 - i) * 30 }).slice(0, 7), 64000),
    budgetDetails: {
      columns: [
        'type',
        'total',
        'expensesAmount',
        'expensesPercentage',
        'remainingAmount',
        'remainingPercentage',
      ],
      rows: budgetTypes.map((type, i) => {
        const total = budgets[i]!;
        const expensesAmount = Math.round(total * (0.3 + random() * 0.6));
        const expensesPercentage = Math.round((expensesAmount / total) * 10000) / 100;
        return {
          id: i + 1,
          type,
          total,
          expensesAmount,
          expensesPercentage,
          remainingAmount: total - expensesAmount,
          remainingPercentage: Math.round((100 - expensesPercentage) * 100) / 100,
        };
      }),
    },
    teamMembers: people.slice(0, 8).map((person, i) => ({
      id: seedId('team-member', i),
      avatar: avatarImage(person.name),
      name: person.name,
      email: person.emails[0]!,
      phone: `+880 ${person.phones[0]![1]}`,
      title: person.title,
    })),
  };
}

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectDashboardSchema } from '@taka/demo-api/schemas/dashboards';
import { demoRequest } from '@/shared/demo/demo-request';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { valuesOf } from './components/point-values';
import { ProjectPage } from './ProjectPage';
import { bodyRows, card, untilLoaded, english } from './test-helpers';

serveDemoHandlers();

const project = () => demoRequest('/api/dashboards/project', ProjectDashboardSchema);

describe('the project dashboard, against the demo handlers', { timeout: 30_000 }, () => {
  it('draws this week’s issues per day, and last week’s when that tab is chosen', async () => {
    const data = await project();
    await renderAtPath(() => <ProjectPage />, '/dashboards/project');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project' })).toBeTruthy();
    await untilLoaded();
    const issues = card('GitHub issues');
    const perDay = (week: 'this-week' | 'last-week') =>
      data.githubIssues.labels.map((day, index) => [
        day,
        ...data.githubIssues.series[week].map((series) => english.number(valuesOf(series.data)[index]!)),
      ]);
    const thisWeek = within(issues).getByRole('table', {
      name: 'Issues opened and closed per day, This week',
    });
    expect(bodyRows(thisWeek)).toEqual(perDay('this-week'));
    expect(
      within(issues).getByText(english.number(data.githubIssues.overview['this-week']['new-issues']!)),
    ).toBeTruthy();

    await userEvent.click(within(issues).getByRole('tab', { name: 'Last week' }));
    const lastWeek = await within(issues).findByRole('table', {
      name: 'Issues opened and closed per day, Last week',
    });
    expect(bodyRows(lastWeek)).toEqual(perDay('last-week'));
    expect(perDay('last-week')).not.toEqual(perDay('this-week'));
  });

  it('switches the task distribution and the schedule between their tabs', async () => {
    await renderAtPath(() => <ProjectPage />, '/dashboards/project');
    await screen.findByRole('heading', { level: 1, name: 'Project' });
    await untilLoaded();
    const tasks = card('Task distribution');
    expect(bodyRows(within(tasks).getByRole('table', { name: 'Tasks by area, This week' }))).toEqual([
      ['API', '15%'],
      ['Backend', '20%'],
      ['Frontend', '38%'],
      ['Issues', '27%'],
    ]);
    expect(within(tasks).getByText('594')).toBeTruthy();
    await userEvent.click(within(tasks).getByRole('tab', { name: 'Last week' }));
    expect(
      bodyRows(await within(tasks).findByRole('table', { name: 'Tasks by area, Last week' })).map(
        (row) => row[1],
      ),
    ).toEqual(['19%', '16%', '42%', '23%']);
    expect(within(tasks).getByText('526')).toBeTruthy();

    const schedule = card('Schedule');
    const today = within(schedule).getByRole('list', { name: "Today's schedule" });
    expect(within(today).getAllByRole('listitem')).toHaveLength(4);
    expect(within(today).getByText('9:30 AM, Meeting room 2')).toBeTruthy();
    await userEvent.click(within(schedule).getByRole('tab', { name: 'Tomorrow' }));
    const tomorrow = await within(schedule).findByRole('list', { name: "Tomorrow's schedule" });
    expect(within(tomorrow).getByText('Badminton')).toBeTruthy();
    expect(within(tomorrow).getByText('7:00 PM, Dhanmondi club')).toBeTruthy();
  });

  it('shows the expenses, the budget by type of work and the team', async () => {
    const data = await project();
    await renderAtPath(() => <ProjectPage />, '/dashboards/project');
    await screen.findByRole('heading', { level: 1, name: 'Project' });
    await untilLoaded();
    const weekly = card('Weekly expenses');
    expect(within(weekly).getByText(english.taka(data.weeklyExpenses.amount.toFixed(2)))).toBeTruthy();
    expect(bodyRows(within(card('Monthly expenses')).getByRole('table')).map((row) => row[0])).toEqual([
      'Week 1',
      'Week 2',
      'Week 3',
      'Week 4',
    ]);
    expect(
      bodyRows(
        within(card('Budget distribution')).getByRole('table', {
          name: 'Share of the budget by type of work',
        }),
      ),
    ).toEqual([
      ['Concept', '12%'],
      ['Design', '20%'],
      ['Development', '28%'],
      ['Extras', '15%'],
      ['Marketing', '25%'],
    ]);
    const details = bodyRows(within(card('Budget details')).getByRole('table', { name: 'Budget details' }));
    expect(details.map((row) => row.slice(0, 2))).toEqual(
      data.budgetDetails.rows.map((row) => [row.type, english.taka(row.total.toFixed(2))]),
    );
    const team = bodyRows(within(card('Team members')).getByRole('table', { name: 'Team members' }));
    expect(team).toEqual(
      data.teamMembers.map((member) => [member.name, member.title, member.email, member.phone]),
    );
  });
});

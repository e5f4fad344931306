import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnalyticsDashboardSchema } from '@taka/demo-api/schemas/dashboards';
import { demoRequest } from '@/shared/demo/demo-request';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { AnalyticsPage } from './AnalyticsPage';
import { valuesOf } from './components/point-values';
import { bodyRows, card, untilLoaded, english } from './test-helpers';

serveDemoHandlers();

const analytics = () => demoRequest('/api/dashboards/analytics', AnalyticsDashboardSchema);

describe('the analytics dashboard, against the demo handlers', { timeout: 30_000 }, () => {
  it('draws the visitors of this year, and of last year when that tab is chosen', async () => {
    const data = await analytics();
    await renderAtPath(() => <AnalyticsPage />, '/dashboards/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    await untilLoaded();
    const visitors = card('Visitors');
    const thisYear = within(visitors).getByRole('table', { name: 'Visitors per month, This year' });
    const thisYearValues = valuesOf(data.visitors.series['this-year'][0]!.data).map(english.number);
    expect(bodyRows(thisYear).map((row) => row[1])).toEqual(thisYearValues);
    expect(within(visitors).getByRole('figure', { name: 'Visitors per month, This year' })).toBeTruthy();

    await userEvent.click(within(visitors).getByRole('tab', { name: 'Last year' }));
    const lastYear = await within(visitors).findByRole('table', { name: 'Visitors per month, Last year' });
    const lastYearValues = valuesOf(data.visitors.series['last-year'][0]!.data).map(english.number);
    expect(bodyRows(lastYear).map((row) => row[1])).toEqual(lastYearValues);
    expect(lastYearValues).not.toEqual(thisYearValues);
    expect(within(visitors).queryByRole('table', { name: 'Visitors per month, This year' })).toBeNull();
  });

  it('shows the traffic totals, the page views against visitors and how the audience splits', async () => {
    const data = await analytics();
    await renderAtPath(() => <AnalyticsPage />, '/dashboards/analytics');
    await screen.findByRole('heading', { level: 1, name: 'Analytics' });
    await untilLoaded();
    for (const [name, figure] of [
      ['Conversions', data.conversions],
      ['Impressions', data.impressions],
      ['Visits', data.visits],
    ] as const) {
      const region = card(name);
      expect(within(region).getByText(english.number(figure.amount))).toBeTruthy();
      expect(bodyRows(within(region).getByRole('table', { name: `${name} per day` }))).toHaveLength(9);
    }

    const pageViews = card('Visitors vs. page views');
    expect(within(pageViews).getByText('472')).toBeTruthy();
    expect(within(pageViews).getByText('45%')).toBeTruthy();
    expect(within(pageViews).getByText('55%')).toBeTruthy();
    const daily = within(pageViews).getByRole('table', {
      name: 'Page views and visitors per day, last 30 days',
    });
    expect(
      within(daily)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Page views', 'Visitors']);
    expect(bodyRows(daily)).toHaveLength(30);

    const gender = card('Gender');
    expect(within(gender).getByText(/^46,?085 unique visitors$/)).toBeTruthy();
    expect(bodyRows(within(gender).getByRole('table', { name: 'Gender of the unique visitors' }))).toEqual([
      ['Male', '58%'],
      ['Female', '42%'],
    ]);
    expect(within(card('Language')).getByText('Bangla: 74%')).toBeTruthy();
  });

  it('says so when the figures cannot be loaded, and loads them on Try again', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('Service unavailable', { status: 503 }));
    await renderAtPath(() => <AnalyticsPage />, '/dashboards/analytics');
    expect(await screen.findByRole('heading', { name: 'The dashboard could not be loaded' })).toBeTruthy();
    vi.restoreAllMocks();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Visitors' })).toBeTruthy();
  });
});

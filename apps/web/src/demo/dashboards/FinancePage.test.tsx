import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FinanceDashboardSchema } from '@taka/demo-api/schemas/dashboards';
import { demoRequest } from '@/shared/demo/demo-request';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { FinancePage } from './FinancePage';
import { bodyRows, card, untilLoaded, english } from './test-helpers';

serveDemoHandlers();

describe('the finance dashboard, against the demo handlers', { timeout: 30_000 }, () => {
  it('draws the balance, predicted and actual, and the budget against its limits', async () => {
    const data = await demoRequest('/api/dashboards/finance', FinanceDashboardSchema);
    await renderAtPath(() => <FinancePage />, '/dashboards/finance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance' })).toBeTruthy();
    await untilLoaded();
    const balance = card('Account balance');
    expect(within(balance).getByText('38.33%')).toBeTruthy();
    expect(within(balance).getByText('৳45,332.00')).toBeTruthy();
    const weekly = within(balance).getByRole('table', {
      name: 'Account balance per week, predicted and actual',
    });
    expect(
      within(weekly)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week', 'Predicted', 'Actual']);
    expect(bodyRows(weekly)).toHaveLength(data.accountBalance.series[0]!.data.length);

    const budget = card('Budget');
    expect(within(budget).getByRole('progressbar', { name: 'Expenses' }).getAttribute('aria-valuetext')).toBe(
      '94% of ৳20,000.00',
    );
    expect(within(budget).getByText('৳1,32,589.24')).toBeTruthy();
    expect(within(budget).getByText(/^Goal ৳2,50,000.00/)).toBeTruthy();
  });

  it('shows both statements and the recent transactions with their status', async () => {
    const data = await demoRequest('/api/dashboards/finance', FinanceDashboardSchema);
    await renderAtPath(() => <FinancePage />, '/dashboards/finance');
    await screen.findByRole('heading', { level: 1, name: 'Finance' });
    await untilLoaded();
    const previous = card('Previous statement');
    expect(within(previous).getByText('Paid')).toBeTruthy();
    expect(within(previous).getByText(`Paid on ${english.date(data.previousStatement.date)}`)).toBeTruthy();
    expect(within(previous).getByText('৳34,500.00')).toBeTruthy();
    expect(within(previous).getByText('৳27,221.21')).toBeTruthy();
    const current = card('Current statement');
    expect(within(current).getByText('Pending')).toBeTruthy();
    expect(within(current).getByText('৳8,112.51')).toBeTruthy();

    const table = within(card('Recent transactions')).getByRole('table', { name: 'Recent transactions' });
    const rows = bodyRows(table);
    expect(rows).toHaveLength(8);
    const first = data.recentTransactions[0]!;
    expect(rows[0]).toEqual([
      first.transactionId,
      english.dateTime(first.date),
      'Shwapno Supermarket',
      '−৳4,235.50',
      'Completed',
    ]);
    expect(rows[1]!.slice(2)).toEqual(['Salary: Shapla Software', '+৳85,000.00', 'Completed']);
    expect(rows.filter((row) => row[4] === 'Pending').map((row) => row[2])).toEqual([
      'Aarong, Dhanmondi',
      'Pathao ride',
    ]);
  });
});

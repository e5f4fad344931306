import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@mui/material/styles';
import type { LoanInstalment } from '@taka/contracts';
import { createTestI18n } from '@/shared/testing/render-with-providers';
import { createAppTheme } from '@/shared/theme/create-app-theme';
import { LoanScheduleTable } from './LoanScheduleTable';

const SCHEDULE: LoanInstalment[] = [
  {
    number: 1,
    dueDate: '2026-02-28',
    instalment: '10661.85',
    principal: '9461.85',
    interest: '1200.00',
    balance: '110538.15',
    status: 'paid',
    transactionId: 'TK0000000000AB',
  },
  {
    number: 2,
    dueDate: '2026-03-31',
    instalment: '10661.85',
    principal: '9556.47',
    interest: '1105.38',
    balance: '100981.68',
    status: 'due',
    transactionId: null,
  },
  {
    number: 3,
    dueDate: '2026-04-30',
    instalment: '10661.85',
    principal: '9652.03',
    interest: '1009.82',
    balance: '91329.65',
    status: 'upcoming',
    transactionId: null,
  },
];

describe('LoanScheduleTable', () => {
  it('lists every instalment with its parts, what is left and whether it is paid', () => {
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <ThemeProvider theme={createAppTheme('default')}>
          <LoanScheduleTable schedule={SCHEDULE} caption="EMI schedule of Personal Loan" />
        </ThemeProvider>
      </I18nextProvider>,
    );
    const table = screen.getByRole('table', { name: 'EMI schedule of Personal Loan' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'No.',
      'Due date',
      'Instalment',
      'Principal',
      'Interest',
      'Balance after',
      'Status',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toMatch(/9,461\.85.*1,200\.00.*1,10,538\.15/);
    expect(within(rows[0]!).getByText('Paid')).toBeTruthy();
    expect(within(rows[1]!).getByText('Next due')).toBeTruthy();
    expect(within(rows[2]!).getByText('Upcoming')).toBeTruthy();
  });
});

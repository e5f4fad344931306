import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@mui/material/styles';
import type { Account, FdrProduct } from '@taka/contracts';
import { createTestI18n, createTestI18nIn } from '@/shared/testing/render-with-providers';
import { createAppTheme } from '@/shared/theme/create-app-theme';
import { FdrForm } from './FdrForm';
import { MaturityPreview } from './MaturityPreview';

const PRODUCT: FdrProduct = {
  productName: 'Taka Fixed Deposit',
  minimumAmount: '10000.00',
  rates: [
    { tenorMonths: 1, annualRate: '6.00' },
    { tenorMonths: 3, annualRate: '7.00' },
    { tenorMonths: 12, annualRate: '8.50' },
  ],
};

const SAVINGS: Account = {
  id: '7a1c0000-0000-4000-8000-000000000011',
  number: '1021000000011',
  kind: 'savings',
  title: 'Test',
  productName: 'Taka Savings Account',
  branch: 'Motijheel Branch',
  currency: 'BDT',
  status: 'active',
  ledgerBalance: '250000.00',
  availableBalance: '250000.00',
  overdraftLimit: null,
  creditLimit: null,
  dueDate: null,
  maturityDate: null,
  interestRate: '3.50',
  canSend: true,
  canReceive: true,
};

function renderIn(ui: ReactNode, i18n = createTestI18n()) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={createAppTheme('default')}>{ui}</ThemeProvider>
    </I18nextProvider>,
  );
}

const row = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('MaturityPreview', () => {
  it('shows the interest and maturity amount computed in poisha, rounded half up once', () => {
    // 10,001.00 at 7.00% for 3 months: 175.0175 -> 175.02 interest, 10,176.02 at maturity.
    renderIn(<MaturityPreview product={PRODUCT} amount="10001" tenorMonths={3} />);
    expect(row('Interest')).toMatch(/175\.02/);
    expect(row('Maturity amount')).toMatch(/10,176\.02/);
    expect(row('Rate a year')).toMatch(/7\.00/);
  });

  it('asks for the amount and tenor until both are valid', () => {
    renderIn(<MaturityPreview product={PRODUCT} amount="12,5x" tenorMonths={12} />);
    expect(screen.getByRole('status').textContent).toMatch(/Enter the amount and choose a tenor/);
  });

  it('writes the figures in Bengali digits for a Bengali reader', () => {
    renderIn(<MaturityPreview product={PRODUCT} amount="50000" tenorMonths={12} />, createTestI18nIn('bn'));
    expect(screen.getByRole('status').textContent).toMatch(/৪,২৫০\.০০/);
  });
});

describe('FdrForm', () => {
  it(
    'updates the maturity amount as the customer types and sends the deposit on Continue',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const onContinue = vi.fn();
      renderIn(
        <FdrForm
          product={PRODUCT}
          accounts={[SAVINGS]}
          initial={null}
          onContinue={onContinue}
          pending={false}
          error={null}
        />,
      );
      await user.type(screen.getByRole('textbox', { name: /Amount/ }), '50000');
      const preview = screen.getByRole('status');
      expect(within(preview).getByText('Maturity amount').nextElementSibling?.textContent).toMatch(
        /54,250\.00/,
      );

      await user.click(screen.getByRole('button', { name: 'Send me a code' }));
      expect(onContinue).toHaveBeenCalledWith({
        fromAccountId: SAVINGS.id,
        amount: '50000.00',
        tenorMonths: 12,
        instruction: 'renew_principal_and_interest',
        creditAccountId: undefined,
      });
    },
  );

  it(
    'asks for the account to credit when the money is paid out at maturity',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const onContinue = vi.fn();
      renderIn(
        <FdrForm
          product={PRODUCT}
          accounts={[SAVINGS]}
          initial={null}
          onContinue={onContinue}
          pending={false}
          error={null}
        />,
      );
      await user.type(screen.getByRole('textbox', { name: /Amount/ }), '20000');
      await user.click(screen.getByRole('radio', { name: /Credit principal and interest/ }));
      await user.click(screen.getByRole('button', { name: 'Send me a code' }));
      expect(onContinue).not.toHaveBeenCalled();
      expect(screen.getByText('Choose the account that receives the money at maturity.')).toBeTruthy();
    },
  );
});

import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@/shared/testing/render-with-providers';
import { FormTextField } from './FormTextField';

type Values = { amount: string; remarks: string };

function AmountForm({
  onValues,
  focusRemarks,
}: {
  onValues: (values: Values) => void;
  focusRemarks?: boolean;
}) {
  const { control } = useForm<Values>({ defaultValues: { amount: '', remarks: '' } });
  onValues(useWatch({ control }) as Values);
  return (
    <I18nextProvider i18n={createTestI18n()}>
      <FormTextField
        control={control}
        name="amount"
        label="Amount"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField
        control={control}
        name="remarks"
        label="Remarks"
        helperText="Up to 50 letters"
        required
        autoFocus={focusRemarks}
      />
    </I18nextProvider>
  );
}

describe('FormTextField', () => {
  it('takes Bengali digits in a field for digits and keeps them as Latin ones', async () => {
    let values: Values = { amount: '', remarks: '' };
    render(<AmountForm onValues={(latest) => (values = latest)} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '১২৫০.৫০');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '1250.50');
    expect(values.amount).toBe('1250.50');
  });

  it('leaves Bengali digits in a text field as the customer wrote them', async () => {
    let values: Values = { amount: '', remarks: '' };
    render(<AmountForm onValues={(latest) => (values = latest)} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Remarks' }), 'বাড়ি ১২');
    expect(values.remarks).toBe('বাড়ি ১২');
  });

  it('names the field by its label and describes it by its hint', () => {
    render(<AmountForm onValues={() => {}} />);
    const remarks = screen.getByRole('textbox', { name: /^Remarks/ });
    expect(remarks).toHaveProperty('required', true);
    const description = document.getElementById(remarks.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Up to 50 letters');
  });

  it('puts the cursor in a field marked to take it first, with its ref still bound to the form', async () => {
    let values: Values = { amount: '', remarks: '' };
    render(<AmountForm onValues={(latest) => (values = latest)} focusRemarks />);
    const remarks = screen.getByRole('textbox', { name: /^Remarks/ });
    await waitFor(() => expect(document.activeElement).toBe(remarks));
    await userEvent.keyboard('rent');
    expect(values.remarks).toBe('rent');
  });
});

import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { z } from 'zod';
import { AmountSchema, type FormatLanguage } from '@taka/contracts';
import { createTestI18nIn } from '@/shared/testing/render-with-providers';
import { FormAmountField } from './FormAmountField';

const Schema = z.object({ amount: AmountSchema });

/** A form of one amount, which reports what its schema made of it on submit; `preset` sets a value from outside. */
function AmountForm({ onValid, preset }: { onValid: (amount: string) => void; preset?: string }) {
  const { control, handleSubmit, setValue } = useForm({
    resolver: zodResolver(Schema),
    defaultValues: { amount: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(({ amount }) => onValid(amount))}>
      <FormAmountField control={control} name="amount" label="Amount" />
      <button type="button" onClick={() => setValue('amount', preset ?? '')}>
        Preset
      </button>
      <button type="submit">Continue</button>
    </form>
  );
}

function renderIn(language: FormatLanguage, preset?: string) {
  const i18n = createTestI18nIn(language);
  const submitted: string[] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <AmountForm onValid={(amount) => submitted.push(amount)} preset={preset} />
    </I18nextProvider>,
  );
  return { i18n, submitted, field: () => screen.getByRole('textbox') as HTMLInputElement };
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  });
}

describe('FormAmountField', () => {
  it.each([
    ['tr', '60,00', '60.00'],
    ['tr', '1.500,50', '1500.50'],
    ['tr', '৳1.500', '1500.00'],
    ['en', '1,500', '1500.00'],
    ['en', 'Tk 1,50,000.5', '150000.50'],
    ['bn', '১,৫০০.৫০', '1500.50'],
    ['bn', '১৫০০', '1500.00'],
  ] as const)(
    'in %s takes "%s" as the form value %s, showing what was typed',
    async (language, typed, value) => {
      const { submitted, field } = renderIn(language);
      fireEvent.change(field(), { target: { value: typed } });
      expect(field().value).toBe(typed);
      await submit();
      expect(submitted).toEqual([value]);
    },
  );

  it.each([
    ['en', '1,50'],
    ['en', '1.500'],
    ['tr', '60.00'],
    ['tr', '1500.50'],
    ['bn', '১,৫০'],
  ] as const)('in %s refuses "%s" with the amount message and sends nothing', async (language, typed) => {
    const { i18n, submitted, field } = renderIn(language);
    fireEvent.change(field(), { target: { value: typed } });
    await submit();
    expect(submitted).toEqual([]);
    expect(screen.getByText(i18n.t('validation.amount.invalid'))).toBeTruthy();
    expect(field().value).toBe(typed);
  });

  it("shows an amount set from outside in the language's writing", () => {
    const { field } = renderIn('tr', '1500');
    fireEvent.click(screen.getByRole('button', { name: 'Preset' }));
    expect(field().value).toBe('1.500,00');
  });

  it('writes the amount again in the new language when the language changes, and keeps its value', async () => {
    const { i18n, submitted, field } = renderIn('en');
    fireEvent.change(field(), { target: { value: '1,500.5' } });
    await act(() => (i18n as I18n).changeLanguage('tr'));
    expect(field().value).toBe('1.500,50');
    await submit();
    expect(submitted).toEqual(['1500.50']);
  });
});

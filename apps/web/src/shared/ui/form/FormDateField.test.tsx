import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@mui/material/styles';
import { CalendarDateSchema } from '@taka/contracts';
import { createAppTheme } from '../../theme/create-app-theme';
import { stubPointerDevice } from '@/shared/testing/pointer-device';
import { createTestI18nIn } from '@/shared/testing/render-with-providers';
import { FormDateField } from './FormDateField';

// A pointer device: the picker in its desktop form, typed into and with its calendar in a popup.
beforeEach(stubPointerDevice);
afterEach(() => vi.unstubAllGlobals());

type Values = { from: string };

function DateForm({ from, onValues }: { from: string; onValues: (from: string) => void }) {
  const { control } = useForm<Values>({ defaultValues: { from } });
  onValues(useWatch({ control, name: 'from' }));
  return <FormDateField control={control} name="from" label="From" />;
}

/** Renders the field and returns it, what the customer reads in it and the form's latest value. */
function renderField(language: 'en' | 'bn', from = '') {
  const latest = { from };
  render(
    <I18nextProvider i18n={createTestI18nIn(language)}>
      <ThemeProvider theme={createAppTheme('default')}>
        <DateForm from={from} onValues={(value) => (latest.from = value)} />
      </ThemeProvider>
    </I18nextProvider>,
  );
  const field = screen.getByRole('group', { name: 'From' });
  // Day, month and year as their sections show them (the label is drawn in the field's outline too).
  const shown = () =>
    within(field)
      .getAllByRole('spinbutton')
      .map((section) => section.textContent)
      .join('/');
  return { field, shown, latest };
}

describe('FormDateField', { timeout: 30_000 }, () => {
  it('shows the form’s calendar day day first and gives back one typed day first', async () => {
    const { field, shown, latest } = renderField('en', '2026-10-27');
    expect(shown()).toBe('27/10/2026');

    await userEvent.click(within(field).getByRole('spinbutton', { name: 'Day' }));
    await userEvent.keyboard('05112025');
    expect(shown()).toBe('05/11/2025');
    expect(latest.from).toBe('2025-11-05');
  });

  it('is empty for an empty value and unfinished for a day typed in part', async () => {
    const { field, shown, latest } = renderField('en');
    expect(shown()).toBe('DD/MM/YYYY');
    expect(latest.from).toBe('');

    await userEvent.click(within(field).getByRole('spinbutton', { name: 'Day' }));
    await userEvent.keyboard('31022026');
    expect(shown()).toBe('31/02/2026');
    expect(CalendarDateSchema.safeParse(latest.from).success).toBe(false);
  });

  it('in English takes Bengali digits as well as Latin ones', async () => {
    const { field, shown, latest } = renderField('en');
    await userEvent.click(within(field).getByRole('spinbutton', { name: 'Day' }));
    await userEvent.keyboard('০৫১১২০২৫');
    expect(shown()).toBe('05/11/2025');
    expect(latest.from).toBe('2025-11-05');
  });

  it('in Bengali shows Bengali digits and takes Latin and Bengali ones alike', async () => {
    const { field, shown, latest } = renderField('bn', '2026-10-27');
    expect(shown()).toBe('২৭/১০/২০২৬');

    const day = within(field).getByRole('spinbutton', { name: 'দিন' });
    await userEvent.click(day);
    await userEvent.keyboard('05112025');
    expect(shown()).toBe('০৫/১১/২০২৫');
    expect(latest.from).toBe('2025-11-05');

    await userEvent.click(day);
    await userEvent.keyboard('০৯০৩২০২৪');
    expect(shown()).toBe('০৯/০৩/২০২৪');
    expect(latest.from).toBe('2024-03-09');
  });

  it('takes a day picked from the calendar', async () => {
    const { latest } = renderField('en', '2026-10-27');
    await userEvent.click(screen.getByRole('button', { name: /^Choose date/ }));
    await userEvent.click(within(screen.getByRole('grid')).getByRole('gridcell', { name: '15' }));
    expect(latest.from).toBe('2026-10-15');
  });
});

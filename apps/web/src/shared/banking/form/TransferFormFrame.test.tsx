import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { WithinBankTransferSchema, type TransferQuote } from '@taka/contracts';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { json, renderBanking } from '../test-utils';
import { TransferFlow, type TransferFormProps } from '../transfer-flow/TransferFlow';
import { AmountAndRemarksFields } from './AmountAndRemarksFields';
import { TransferFormFrame } from './TransferFormFrame';

const SAVINGS = '7a1c0000-0000-4000-8000-000000000011';
const PAYEE = '1021000000037';

/** A within-bank transfer form, as the transfers feature builds one. */
function WithinBankForm({ onSubmit }: TransferFormProps) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(WithinBankTransferSchema),
    defaultValues: {
      type: 'within_bank',
      sourceAccountId: SAVINGS,
      accountNumber: PAYEE,
      amount: '500',
      remarks: '',
    },
  });
  return (
    <TransferFormFrame control={control} onSubmit={handleSubmit(onSubmit)}>
      <FormTextField control={control} name="accountNumber" label="Payee's account number" />
      <AmountAndRemarksFields control={control} amount="amount" remarks="remarks" />
    </TransferFormFrame>
  );
}

const quote: TransferQuote = {
  type: 'within_bank',
  amount: '500.00',
  charge: '0.00',
  vat: '0.00',
  grandTotal: '500.00',
  source: {
    id: SAVINGS,
    number: '1021000000011',
    title: 'Rahim Uddin',
    productName: 'Taka Savings Account',
    availableBalance: '294382.75',
  },
  payee: { name: 'Karim Hossain', number: PAYEE, institution: null, productName: null },
  sufficientFunds: true,
  limitCheck: { allowed: true, code: null, message: null },
};

/** The API: the quote answers `quoteAnswer`, the code is sent, the confirmation answers `executeAnswer`. */
function stubApi(quoteAnswer: () => Response, executeAnswer?: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/transactions/quote') return quoteAnswer();
      if (path === '/api/transactions/otp')
        return json({
          challengeId: '3f2a9c1e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
          expiresAt: '2026-11-22T02:05:00.000Z',
          sentTo: '017******01',
        });
      if (path === '/api/transactions' && executeAnswer) return executeAnswer();
      return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }),
  );
}

const refusal = (code: string, status: number, fields: Record<string, string>) => () =>
  json({ statusCode: status, code, message: 'In English only.', fields }, status);

function renderForm() {
  renderBanking(
    <TransferFlow renderForm={(props) => <WithinBankForm {...props} />} onDone={() => undefined} />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

const payeeField = () => screen.getByRole('textbox', { name: "Payee's account number" });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a server field error', () => {
  it('lands on its input, in the UI language, focused, with no sentence above the form', async () => {
    stubApi(refusal('PAYEE_NOT_FOUND', 422, { accountNumber: 'accountNumber.unknown' }));
    renderForm();

    await waitFor(() => expect(payeeField().getAttribute('aria-invalid')).toBe('true'));
    expect(payeeField()).toHaveProperty('id', document.activeElement?.id);
    expect(screen.getByText('No account with this number can receive money.').id).toBe(
      payeeField().getAttribute('aria-describedby'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads a message it has no words for as "Check this value."; a field the form lacks keeps the sentence', async () => {
    stubApi(
      refusal('VALIDATION_FAILED', 400, {
        amount: 'Invalid input: expected string, received undefined',
        'payee.name': 'payee.unknown',
      }),
    );
    renderForm();

    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Check this value.')).toBeTruthy();
    expect(document.activeElement).toBe(amount);
    expect(screen.getByRole('alert').textContent).toBe(
      'Some details are not valid. Check the form and try again.',
    );
    expect(payeeField().getAttribute('aria-invalid')).toBe('false');
  });

  it('from the confirmation (under `request`) takes the customer back to the form, on the field', async () => {
    stubApi(
      () => json(quote),
      refusal('PAYEE_NOT_FOUND', 422, { 'request.accountNumber': 'accountNumber.unknown' }),
    );
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Send me the code' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /One-time code/ }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));

    await waitFor(() => expect(payeeField().getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(payeeField());
    expect(screen.getByText('No account with this number can receive money.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    // corrected and sent again, the field is checked afresh
    stubApi(() => json(quote));
    fireEvent.change(payeeField(), { target: { value: '1021000000045' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Check the transfer before you send it' }),
    ).toBeTruthy();
  });
});

describe('a refusal above the form', () => {
  const SAME_ACCOUNT = 'The two accounts are the same. Choose another account.';
  const sameAccount = () => json({ statusCode: 422, code: 'SAME_ACCOUNT', message: 'In English only.' }, 422);

  it('goes once the customer changes the field, and stays gone', async () => {
    stubApi(sameAccount);
    renderForm();
    expect((await screen.findByRole('alert')).textContent).toBe(SAME_ACCOUNT);

    fireEvent.change(payeeField(), { target: { value: '1021000000045' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(payeeField(), { target: { value: PAYEE } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("is not left above the form's own message on the corrected field", async () => {
    stubApi(sameAccount);
    renderForm();
    await screen.findByRole('alert');

    fireEvent.change(payeeField(), { target: { value: '10210000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your 13-digit account number.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("is not left above the server's next refusal, and a new one above the form shows", async () => {
    stubApi(sameAccount);
    renderForm();
    await screen.findByRole('alert');

    stubApi(refusal('PAYEE_NOT_FOUND', 422, { accountNumber: 'accountNumber.unknown' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('No account with this number can receive money.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    stubApi(sameAccount);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SAME_ACCOUNT);
  });
});

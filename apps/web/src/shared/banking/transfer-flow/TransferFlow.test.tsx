import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  StandingInstruction,
  TransactionReceipt,
  TransferQuote,
  TransferRequest,
} from '@taka/contracts';
import Button from '@mui/material/Button';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiRequestError } from '@/shared/api/api-error';
import { stubPointerDevice } from '@/shared/testing/pointer-device';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { json, renderBanking } from '../test-utils';
import { useQuoteStatus } from './quote-status';
import { TransferFlow, type TransferFormProps } from './TransferFlow';

const SAVINGS = '7a1c0000-0000-4000-8000-000000000011';
const CURRENT = '7a1c0000-0000-4000-8000-000000000012';
const request: TransferRequest = {
  type: 'own',
  sourceAccountId: SAVINGS,
  destinationAccountId: CURRENT,
  amount: '2500.00',
  remarks: '',
};
const quote: TransferQuote = {
  type: 'own',
  amount: '2500.00',
  charge: '0.00',
  vat: '0.00',
  grandTotal: '2500.00',
  source: {
    id: SAVINGS,
    number: '1021000000011',
    title: 'Rahim Uddin',
    productName: 'Taka Savings Account',
    availableBalance: '294382.75',
  },
  payee: {
    name: 'Rahim Uddin',
    number: '1021000000029',
    institution: null,
    productName: 'Taka Current Account',
  },
  sufficientFunds: true,
  limitCheck: { allowed: true, code: null, message: null },
};
const challenge = {
  challengeId: '3f2a9c1e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
  expiresAt: '2026-11-22T02:05:00.000Z',
  sentTo: '017******01',
};
const receipt: TransactionReceipt = {
  transactionId: 'TKKNV0YW9DBP7R',
  type: 'own',
  fromAccountName: 'Taka Savings Account',
  fromAccount: '****0011',
  toAccountName: 'Taka Current Account',
  toAccount: '****0029',
  transactionAmount: '2500.00',
  chargeAmount: '0.00',
  vatAmount: '0.00',
  grandTotalAmount: '2500.00',
  transactionTime: '2026-11-22T02:00:00.000Z',
  remarks: '',
  transactionStatus: 'SUCCESS',
  statusMessage: 'Successful',
};

/** The API of a transfer; `execute` decides each POST /api/transactions answer in turn. */
function stubApi(execute: Array<() => Response>) {
  const keys: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (path === '/api/transactions/quote') return json(quote);
      if (path === '/api/transactions/otp') return json(challenge);
      if (path === '/api/transactions') {
        keys.push((init.headers as Record<string, string>)['idempotency-key']!);
        const answer = execute.shift();
        if (!answer) throw new Error('no more answers');
        return answer();
      }
      return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }),
  );
  return keys;
}

/** A form that shows the field errors it is handed back, as a form's frame does. */
function FormShowingRefusal({ onSubmit }: TransferFormProps) {
  const { error } = useQuoteStatus();
  return (
    <>
      {isApiRequestError(error) && <p>Form shows: {JSON.stringify(error.fields)}</p>}
      <Button onClick={() => onSubmit(request)}>Submit form</Button>
    </>
  );
}

async function reachCodeStep() {
  renderBanking(
    <TransferFlow
      renderForm={({ onSubmit }) => <FormShowingRefusal onSubmit={onSubmit} />}
      onDone={() => undefined}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Submit form' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Send me the code' }));
  fireEvent.change(await screen.findByRole('textbox', { name: /One-time code/ }), {
    target: { value: '123456' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The value beside a label in a review or receipt. */
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the transfer flow', () => {
  it('names both accounts of an own-account transfer, by product and masked number, on the review and receipt', async () => {
    stubApi([() => json(receipt)]);
    renderBanking(
      <TransferFlow
        renderForm={({ onSubmit }) => <Button onClick={() => onSubmit(request)}>Submit form</Button>}
        onDone={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit form' }));
    await screen.findByRole('button', { name: 'Send me the code' });
    expect(detail('From account')).toBe('Taka Savings Account · ****0011');
    expect(detail('To account')).toBe('Taka Current Account · ****0029');
    expect(screen.queryByText('Rahim Uddin')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send me the code' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /One-time code/ }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    await screen.findByRole('heading', { name: 'Thank You' });
    expect(detail('From Account/Card')).toBe('Taka Savings Account');
    expect(detail('Account/Card No.')).toBe('****0011');
    expect(detail('To Account')).toBe('Taka Current Account');
    expect(detail('Account No.')).toBe('****0029');
  });

  it('retries a failed confirmation with the same Idempotency-Key', async () => {
    const keys = stubApi([
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json(receipt),
    ]);
    await reachCodeStep();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect((await screen.findByRole('alert')).textContent).toContain('could not reach Taka');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));

    expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('goes back to the form with the fields of the request that a refused confirmation names', async () => {
    stubApi([
      () =>
        json(
          {
            statusCode: 404,
            code: 'PAYEE_NOT_FOUND',
            message: 'No account with this number can receive money.',
            fields: { 'request.destinationAccountId': 'account.required', code: 'otp.invalid' },
          },
          404,
        ),
    ]);
    await reachCodeStep();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect((await screen.findByText(/^Form shows:/)).textContent).toBe(
      'Form shows: {"destinationAccountId":"account.required"}',
    );
    expect(screen.queryByRole('button', { name: 'Confirm transfer' })).toBeNull();
  });

  it('sends a double-clicked confirmation once', async () => {
    const keys = stubApi([() => json(receipt)]);
    await reachCodeStep();

    const confirm = screen.getByRole('button', { name: 'Confirm transfer' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeTruthy();
    expect(keys).toHaveLength(1);
  });

  it('makes a new key for a new review', async () => {
    const keys = stubApi([
      () => json({ statusCode: 400, code: 'OTP_INVALID', message: 'The code is wrong.' }, 400),
      () => json(receipt),
    ]);
    await reachCodeStep();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The code is wrong or no longer valid.');

    fireEvent.click(screen.getByRole('tab', { name: /Details/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit form' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send me the code' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /One-time code/ }), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));

    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('the transfer flow and favorites', () => {
  it('starts from a stored request: quoted at once, it opens on the review', async () => {
    stubApi([]);
    renderBanking(
      <TransferFlow initialRequest={request} renderForm={() => <p>the form</p>} onDone={() => undefined} />,
    );
    expect(
      await screen.findByRole('heading', { name: 'Check the transfer before you send it' }),
    ).toBeTruthy();
    const quotes = vi.mocked(fetch).mock.calls.filter(([path]) => path === '/api/transactions/quote');
    expect(quotes).toHaveLength(1);
    expect(JSON.parse(quotes[0]![1]!.body as string)).toEqual(request);
  });

  it('saves the confirmed request as a favorite from the receipt', async () => {
    stubApi([() => json(receipt)]);
    const saved: unknown[] = [];
    const api = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (path, init) => {
      if (path !== '/api/favorites') return api(path, init);
      const body = JSON.parse((init as RequestInit).body as string);
      saved.push(body);
      return json(
        {
          id: '5b0c2a8e-3b7d-4c1a-9e2f-6a1b0c9d8e99',
          name: body.name,
          type: 'own',
          request,
          payee: quote.payee,
          transactionId: receipt.transactionId,
          createdAt: receipt.transactionTime,
        },
        201,
      );
    });
    await reachCodeStep();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save as favorite' }));
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect((name as HTMLInputElement).value).toBe('Taka Current Account');
    fireEvent.change(name, { target: { value: 'Card top-up' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Saved as favorite' })).toBeTruthy();
    expect(saved).toEqual([{ name: 'Card top-up', transactionId: receipt.transactionId, request }]);
  });
});

describe('the transfer flow, scheduled', { timeout: 30_000 }, () => {
  const instruction: StandingInstruction = {
    id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    type: 'own',
    amount: '2500.00',
    remarks: '',
    source: { id: SAVINGS, number: quote.source.number },
    payee: { name: quote.payee.name, number: quote.payee.number, institution: null },
    schedule: { startAt: '2099-12-01T03:00:00.000Z', repeat: null },
    status: 'ACTIVE',
    nextRunAt: '2099-12-01T03:00:00.000Z',
    runsMade: 0,
    createdAt: '2026-11-22T02:00:00.000Z',
  };
  const sent: Record<string, unknown[]> = {};

  async function stubScheduleApi(quoted: TransferQuote = quote) {
    stubPointerDevice();
    for (const key of Object.keys(sent)) delete sent[key];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit) => {
        (sent[path] ??= []).push(init.body && JSON.parse(init.body as string));
        if (path === '/api/transactions/quote') return json(quoted);
        if (path === '/api/standing-instructions/otp') return json(challenge);
        if (path === '/api/standing-instructions') return json(instruction, 201);
        return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
      }),
    );
    // Its last step links to the schedule list: rendered inside a router.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await renderAtPath(() => (
      <QueryClientProvider client={queryClient}>
        <TransferFlow
          renderForm={({ onSubmit }) => <Button onClick={() => onSubmit(request)}>Submit form</Button>}
          onDone={() => undefined}
        />
      </QueryClientProvider>
    ));
  }

  async function payLaterOn(day: string) {
    fireEvent.click(screen.getByRole('button', { name: 'Submit form' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Pay later' }));
    const date = await screen.findByRole('group', { name: /^Date/ });
    await userEvent.click(within(date).getByRole('spinbutton', { name: 'Day' }));
    await userEvent.keyboard(day);
    await userEvent.click(screen.getByRole('button', { name: 'Send me the code' }));
  }

  it('sets up a payment for later with a code sent for the request and its schedule', async () => {
    await stubScheduleApi();
    await payLaterOn('01122099');
    const schedule = { startAt: '2099-12-01T09:00:00+06:00', repeat: null };
    await screen.findByRole('textbox', { name: /One-time code/ });
    expect(sent['/api/standing-instructions/otp']).toEqual([{ request, schedule }]);
    expect(sent['/api/transactions/otp']).toBeUndefined();

    fireEvent.change(screen.getByRole('textbox', { name: /One-time code/ }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByRole('heading', { name: 'Payment scheduled' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See scheduled payments' }).getAttribute('href')).toBe(
      '/schedule-history',
    );
    expect(sent['/api/standing-instructions']).toEqual([
      { request, schedule, challengeId: challenge.challengeId, code: '123456' },
    ]);
    expect(sent['/api/transactions']).toBeUndefined();
  });

  it('refuses a time in the past on the review and sends no code', async () => {
    await stubScheduleApi();
    await payLaterOn('01012020');
    expect(await screen.findByText('Choose a time in the future.')).toBeTruthy();
    expect(sent['/api/standing-instructions/otp']).toBeUndefined();
  });

  it('lets a payment for later be set up while the balance is short now, not one paid now', async () => {
    await stubScheduleApi({ ...quote, sufficientFunds: false });
    fireEvent.click(screen.getByRole('button', { name: 'Submit form' }));
    const send = await screen.findByRole('button', { name: 'Send me the code' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Pay later' }));
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Account, Beneficiary, Biller, TransferQuote } from '@taka/contracts';
import { json } from '@/shared/banking/test-utils';
import { TransferFlow } from '@/shared/banking/transfer-flow/TransferFlow';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { PrepaidElectricityForm } from './PrepaidElectricityForm';

const CURRENT = '7a1c0000-0000-4000-8000-000000000012';
const METER = '661120034567';

const account: Account = {
  id: CURRENT,
  number: '1021000000029',
  kind: 'current',
  title: 'Rahim Uddin',
  productName: 'Current Account',
  branch: 'Gulshan',
  currency: 'BDT',
  status: 'active',
  ledgerBalance: '50000.00',
  availableBalance: '50000.00',
  overdraftLimit: null,
  creditLimit: null,
  dueDate: null,
  maturityDate: null,
  interestRate: null,
  canSend: true,
  canReceive: true,
};

const vendor = (code: string, shortName: string): Biller => ({
  code,
  name: `${shortName} (test vendor)`,
  shortName,
  sector: 'electricity',
  prepaid: true,
});
const DESCO = vendor('desco-prepaid', 'DESCO Prepaid');
const NESCO = vendor('nesco-prepaid', 'NESCO Prepaid');

const savedMeter: Beneficiary = {
  id: '5b2d0000-0000-4000-8000-000000000001',
  type: 'biller',
  nickname: 'Home meter',
  billerCode: DESCO.code,
  customerNumber: METER,
  billerName: DESCO.name,
  sector: 'electricity',
  accountName: 'Rahim Uddin',
  payee: { name: 'Rahim Uddin', number: METER, institution: DESCO.name },
  createdAt: '2026-11-01T08:00:00.000Z',
};

const quote: TransferQuote = {
  type: 'prepaid_electricity',
  amount: '500.00',
  charge: '0.00',
  vat: '0.00',
  grandTotal: '500.00',
  source: {
    id: CURRENT,
    number: account.number,
    title: 'Rahim Uddin',
    productName: account.productName,
    availableBalance: '50000.00',
  },
  payee: { name: 'Rahim Uddin', number: METER, institution: DESCO.name, productName: null },
  sufficientFunds: true,
  limitCheck: { allowed: true, code: null, message: null },
};

const notFound = (code: string) => json({ statusCode: 404, code, message: 'In English only.' }, 404);

/** The API: DESCO Prepaid knows METER; every call is recorded as "METHOD path" with its body. */
function stubApi() {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({ call: `${init.method} ${path}`, body: init.body && JSON.parse(init.body as string) });
      const meter = /^\/api\/billers\/([a-z-]+)\/meters\/(\d+)$/.exec(path);
      if (meter) {
        const [, code, number] = meter;
        return code === DESCO.code && number === METER
          ? json({ biller: DESCO, meterNumber: METER, customerName: 'Rahim Uddin' })
          : notFound('METER_UNKNOWN');
      }
      if (path === '/api/beneficiaries?type=biller') return json({ beneficiaries: [savedMeter] });
      if (path === '/api/transactions/quote') return json(quote);
      return notFound('NOT_FOUND');
    }),
  );
  return calls;
}

async function renderForm(initialVendor?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderAtPath(() => (
    <QueryClientProvider client={queryClient}>
      <TransferFlow
        renderForm={(props) => (
          <PrepaidElectricityForm
            {...props}
            accounts={[account]}
            vendors={[DESCO, NESCO]}
            initialVendor={initialVendor}
          />
        )}
        onDone={() => undefined}
      />
    </QueryClientProvider>
  ));
}

const meterField = () => screen.getByRole('textbox', { name: /^Meter number/ });
const checkMeter = () => fireEvent.click(screen.getByRole('button', { name: 'Check meter' }));
const meterRegion = () => screen.queryByRole('region', { name: 'Meter' });
const cont = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the prepaid electricity form', () => {
  it('offers the vendors, with the one chosen on the hub selected', async () => {
    stubApi();
    await renderForm(NESCO.code);
    const select = screen.getByRole('combobox', { name: /^Electricity vendor/ });
    expect(select.textContent).toBe(NESCO.name);
    fireEvent.mouseDown(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([DESCO.name, NESCO.name]);
  });

  it('refuses to continue before the meter is checked, and asks nothing of the server', async () => {
    const calls = stubApi();
    await renderForm(DESCO.code);
    fireEvent.change(meterField(), { target: { value: METER } });
    cont();
    expect((await screen.findByRole('alert')).textContent).toBe('Check the meter before you continue.');
    expect(calls.filter(({ call }) => call.startsWith('POST'))).toEqual([]);
  });

  it('checks a meter number of 8 to 13 digits only', async () => {
    const calls = stubApi();
    await renderForm(DESCO.code);
    fireEvent.change(meterField(), { target: { value: '1234' } });
    checkMeter();
    await waitFor(() => expect(meterField().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter the meter number: 8 to 13 digits.')).toBeTruthy();
    expect(calls.some(({ call }) => call.includes('/meters/'))).toBe(false);
  });

  it('says so when the vendor does not know the meter', async () => {
    stubApi();
    await renderForm(DESCO.code);
    fireEvent.change(meterField(), { target: { value: '661120039999' } });
    checkMeter();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The electricity vendor does not know this meter number. Check it on your meter card.',
    );
    expect(meterRegion()).toBeNull();
  });

  it('shows the name on a checked meter and sends the contract request with the amount typed', async () => {
    const calls = stubApi();
    await renderForm(DESCO.code);
    fireEvent.change(meterField(), { target: { value: ` ${METER} ` } });
    checkMeter();
    const region = await screen.findByRole('region', { name: 'Meter' });
    expect(within(region).getByText('Name on the meter').nextElementSibling?.textContent).toBe('Rahim Uddin');
    expect(meterField()).toHaveProperty('value', METER);

    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    expect(amount.getAttribute('readonly')).toBeNull();
    expect(screen.getByText('Any amount from ৳100.00. No charge.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '500' } });
    cont();

    expect(
      await screen.findByRole('heading', { name: 'Check the transfer before you send it' }),
    ).toBeTruthy();
    expect(calls.find(({ call }) => call === 'POST /api/transactions/quote')?.body).toEqual({
      type: 'prepaid_electricity',
      sourceAccountId: CURRENT,
      billerCode: DESCO.code,
      meterNumber: METER,
      amount: '500.00',
      remarks: '',
    });
  });

  it('forgets the checked meter when the number or the vendor changes', async () => {
    stubApi();
    await renderForm(DESCO.code);
    fireEvent.change(meterField(), { target: { value: METER } });
    checkMeter();
    await screen.findByRole('region', { name: 'Meter' });

    fireEvent.change(meterField(), { target: { value: '661120034568' } });
    expect(meterRegion()).toBeNull();
    fireEvent.change(meterField(), { target: { value: METER } });
    expect(meterRegion()).not.toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Electricity vendor/ }));
    fireEvent.click(screen.getByRole('option', { name: NESCO.name }));
    expect(meterRegion()).toBeNull();
    cont();
    expect((await screen.findByRole('alert')).textContent).toBe('Check the meter before you continue.');
  });

  it('fills and checks a saved meter chosen from the beneficiaries', async () => {
    stubApi();
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Choose a beneficiary' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Home meter/ }));
    const region = await screen.findByRole('region', { name: 'Meter' });
    expect(within(region).getByText('Rahim Uddin')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Electricity vendor/ }).textContent).toBe(DESCO.name);
    expect(meterField()).toHaveProperty('value', METER);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TransactionReceipt, TransactionStatus } from '@taka/contracts';
import { json, renderBanking } from '../test-utils';
import { ReceiptView } from './ReceiptView';

const receipt = (status: TransactionStatus): TransactionReceipt => ({
  transactionId: 'TK6R4Y0J6CPZKG',
  type: 'npsb',
  fromAccountName: 'Rahim Uddin',
  fromAccount: '1021000000011',
  toAccountName: 'Sadia Rahman',
  toAccount: '20501234567',
  transactionAmount: '150000.00',
  chargeAmount: '20.00',
  vatAmount: '3.00',
  grandTotalAmount: '150023.00',
  // 09:07 UTC is 3:07 PM in Dhaka.
  transactionTime: '2024-01-05T09:07:00.000Z',
  remarks: 'Rent, January',
  transactionStatus: status,
  statusMessage: 'ignored: the screen says it in the customer language',
});

const show = (status: TransactionStatus, extra: Partial<TransactionReceipt> = {}) =>
  renderBanking(
    <ReceiptView receipt={{ ...receipt(status), ...extra }} closeAction="done" onClose={() => undefined} />,
  );

const TOKEN = '12345678901234567890';
/** The browser's navigator with a clipboard whose `writeText` is this. */
const stubClipboard = (writeText: (text: string) => Promise<void>) =>
  vi.stubGlobal('navigator', Object.create(navigator, { clipboard: { value: { writeText } } }));
const prepaid = { type: 'prepaid_electricity', prepaidToken: TOKEN } as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the receipt', () => {
  it.each(['SUCCESS', 'PROCESSING', 'PENDING', 'INITIATE', 'APPROVED', 'CANCEL'] as const)(
    'thanks the customer when the status is %s',
    (status) => {
      show(status);
      expect(screen.getByRole('heading', { name: 'Thank You' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Sorry' })).toBeNull();
    },
  );

  it.each(['FAIL', 'REVERSE'] as const)('says Sorry when the status is %s', (status) => {
    show(status);
    expect(screen.getByRole('heading', { name: 'Sorry' })).toBeTruthy();
    expect(screen.getByText(status === 'FAIL' ? 'Failed' : 'Reversed')).toBeTruthy();
  });

  it('shows every SPEC 2.6 field, amounts with lakh grouping and the time in bank time', () => {
    show('SUCCESS');
    const value = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Transaction ID')).toBe('TK6R4Y0J6CPZKG');
    expect(value('From Account/Card')).toBe('Rahim Uddin');
    expect(value('Account/Card No.')).toBe('1021000000011');
    expect(value('To Account')).toBe('Sadia Rahman');
    expect(value('Account No.')).toBe('20501234567');
    expect(value('Amount')).toBe('৳1,50,000.00');
    expect(value('Service Charge')).toBe('৳20.00');
    expect(value('VAT')).toBe('৳3.00');
    expect(value('Grand Total')).toBe('৳1,50,023.00');
    expect(value('Date & Time')).toBe('5 Jan 2024, 3:07 PM');
    expect(value('Remarks')).toBe('Rent, January');
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('treats a file under 60 bytes as not found', async () => {
    const fetch = vi.fn(async (_path: string) => new Response(new Uint8Array(59), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    show('SUCCESS');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Sorry, Data not found');
    // the PDF is asked for in the language on screen (besides the receipt's disputes, decision 036)
    expect(fetch.mock.calls.map(([path]) => path)).toContain(
      '/api/notification-service/receipt/TK6R4Y0J6CPZKG?language=en',
    );
  });

  it('shows a failed download in a toast titled Error with the server message', async () => {
    const body = { statusCode: 404, code: 'NOT_FOUND', message: 'No transaction TK6R4Y0J6CPZKG.' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(body, 404)),
    );
    show('SUCCESS');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain('No transaction TK6R4Y0J6CPZKG.');
  });

  it('shows a prepaid electricity token in groups of four, with what to do with it', () => {
    show('SUCCESS', prepaid);
    const token = screen.getByRole('region', { name: 'Your electricity token' });
    expect(within(token).getByText('1234 5678 9012 3456 7890')).toBeTruthy();
    expect(token.textContent).toContain('Key these 20 digits into your meter to add the electricity.');
  });

  it('shows no token section when the receipt carries none', () => {
    show('REVERSE', { type: 'prepaid_electricity' });
    expect(screen.queryByRole('region', { name: 'Your electricity token' })).toBeNull();
  });

  it('copies the 20 digits without spaces and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    show('SUCCESS', prepaid);
    fireEvent.click(screen.getByRole('button', { name: 'Copy token' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Token copied.'));
    expect(writeText).toHaveBeenCalledWith(TOKEN);
  });

  it('tells the customer to write the token down when the clipboard refuses', async () => {
    stubClipboard(async () => Promise.reject(new Error('denied')));
    show('SUCCESS', prepaid);
    fireEvent.click(screen.getByRole('button', { name: 'Copy token' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The token could not be copied. Please write it down from the screen.',
      ),
    );
  });
});

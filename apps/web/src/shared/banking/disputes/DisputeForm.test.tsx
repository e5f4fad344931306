import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, renderBanking } from '../test-utils';
import { DisputeForm } from './DisputeForm';

const TRANSACTION = 'TK6R4Y0J6CPZKG';
const REQUEST = {
  id: '0b7f2d6e-5a43-4c1e-9a5f-3f2e1d0c9b8a',
  reference: 'SR-2026-000042',
  type: 'dispute',
  status: 'submitted',
  accountNumber: '1021000000011',
  fee: null,
  reason: null,
  createdAt: '2026-11-26T04:00:00.000Z',
  updatedAt: '2026-11-26T04:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

function form(onSubmitted = vi.fn()) {
  renderBanking(
    <DisputeForm transactionId={TRANSACTION} onSubmitted={onSubmitted} onCancel={() => undefined} />,
  );
  return onSubmitted;
}

async function chooseReason(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Reason/ }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
}

const details = () => screen.getByRole('textbox', { name: /What happened/ });
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body));

// Opening MUI's select takes seconds on a busy machine.
describe('the dispute form', { timeout: 20_000 }, () => {
  it('asks for a reason and enough details before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    form();
    fireEvent.change(details(), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit dispute' }));
    expect(await screen.findByText('Choose why you dispute the transaction.')).toBeTruthy();
    expect(screen.getByText('Say what went wrong in a few words (at least 10 characters).')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('submits a dispute of the transaction as a service request', async () => {
    const fetch = vi.fn(async () => json(REQUEST, 201));
    vi.stubGlobal('fetch', fetch);
    const onSubmitted = form();
    await chooseReason('I was charged twice');
    fireEvent.change(details(), { target: { value: 'The shop charged me twice on the same day.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit dispute' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(REQUEST));
    const [path] = fetch.mock.calls[0]! as unknown[];
    expect(path).toBe('/api/service-requests');
    expect(bodyOf(fetch.mock.calls[0]!)).toEqual({
      type: 'dispute',
      payload: {
        transactionId: TRANSACTION,
        reason: 'duplicate',
        details: 'The shop charged me twice on the same day.',
      },
    });
  });

  it('uploads the attachment first and names it in the dispute', async () => {
    const attachment = {
      id: '5d9a1c7e-2b3f-4e6a-8c1d-0f9e8d7c6b5a',
      name: 'r.pdf',
      contentType: 'application/pdf',
      size: 9,
    };
    const fetch = vi.fn(async (path: string, _init?: RequestInit) =>
      path === '/api/disputes/attachments' ? json(attachment, 201) : json(REQUEST, 201),
    );
    vi.stubGlobal('fetch', fetch);
    const onSubmitted = form();
    await chooseReason('The amount is wrong');
    fireEvent.change(details(), { target: { value: 'I paid 500, not 5,000.' } });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'r.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByText('r.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit dispute' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      '/api/disputes/attachments',
      '/api/service-requests',
    ]);
    expect(fetch.mock.calls[0]![1]?.body).toBeInstanceOf(FormData);
    expect(bodyOf(fetch.mock.calls[1]!).payload.attachmentId).toBe(attachment.id);
  });

  it('refuses a file of another type or over 5 MB before sending it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    form();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a JPEG, PNG or WebP photo, or a PDF.',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file is larger than 5 MB. Choose a smaller one.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says in words why the bank refuses the dispute', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(
          {
            statusCode: 409,
            code: 'TRANSACTION_ALREADY_DISPUTED',
            message: 'This transaction is already disputed.',
            fields: { 'payload.transactionId': 'disputes.alreadyDisputed' },
          },
          409,
        ),
      ),
    );
    const onSubmitted = form();
    await chooseReason('I did not make this transaction');
    fireEvent.change(details(), { target: { value: 'Someone else used my card.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit dispute' }));
    expect((await screen.findByRole('alert')).textContent).toContain('already disputed');
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Card } from '@taka/contracts';
import { json, renderBanking } from '@/shared/banking/test-utils';
import { ToastProvider } from '@/shared/ui/toast/ToastProvider';
import { CardBlockPage } from './CardBlockPage';

const debit: Card = {
  id: '6b1f3c2e-1d4a-4c8b-9e2f-0a1b2c3d4e5f',
  kind: 'debit',
  virtual: false,
  maskedNumber: '421345******0119',
  network: 'visa',
  productName: 'Taka Visa Debit Card',
  nameOnCard: 'RAHIM UDDIN',
  accountNumber: '1021000000011',
  expiresOn: '2031-03',
  status: 'active',
  blockReason: null,
  controls: { online: true, international: false, atm: true, spendLimit: '100000.00', atmLimit: '50000.00' },
  bankLimits: { spend: '500000.00', atm: '100000.00' },
};
const challenge = {
  challengeId: '3f2a9c1e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
  expiresAt: '2026-11-22T02:05:00.000Z',
  sentTo: '017******01',
};

type Call = { path: string; method: string; body: unknown };

/** The card API over one card the calls change, recording each call. */
function stubApi(card: Card, refuse: Partial<Record<string, () => Response>> = {}) {
  let current = card;
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ path, method, body });
      const key = `${method} ${path.replace(card.id, ':id')}`;
      if (refuse[key]) return refuse[key]();
      switch (key) {
        case 'GET /api/cards':
          return json({ cards: [current] });
        case 'POST /api/cards/:id/block':
          current = { ...current, status: 'blocked', blockReason: body.reason };
          return json(current);
        case 'POST /api/cards/:id/unblock/otp':
          return json(challenge);
        case 'POST /api/cards/:id/unblock':
          current = { ...current, status: 'active', blockReason: null };
          return json(current);
        case 'PUT /api/cards/:id/controls':
          current = { ...current, controls: body };
          return json(current);
      }
      return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }),
  );
  return calls;
}

const renderPage = () =>
  renderBanking(
    <ToastProvider>
      <CardBlockPage />
    </ToastProvider>,
  );
const cardSection = () => screen.findByRole('region', { name: 'Taka Visa Debit Card, 421345******0119' });

afterEach(() => vi.unstubAllGlobals());

describe('card block and controls', () => {
  it('blocks a card with a reason, then unblocks it only with the code sent', async () => {
    const calls = stubApi(debit);
    renderPage();
    const section = await cardSection();
    expect(within(section).getByText('Active')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Block card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block card 421345******0119' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Reason/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Stolen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path.endsWith('/block'))?.body).toEqual({ reason: 'stolen' });
    expect(await within(await cardSection()).findByText('Blocked: Stolen')).toBeTruthy();

    fireEvent.click(within(await cardSection()).getByRole('button', { name: 'Unblock card' }));
    const unblock = await screen.findByRole('dialog', { name: 'Unblock card 421345******0119' });
    fireEvent.click(within(unblock).getByRole('button', { name: 'Send code' }));
    fireEvent.change(await within(unblock).findByRole('textbox', { name: /One-time code/ }), {
      target: { value: '123456' },
    });
    fireEvent.click(within(unblock).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path.endsWith('/unblock'))?.body).toEqual({
      challengeId: challenge.challengeId,
      code: '123456',
    });
    expect(await within(await cardSection()).findByRole('button', { name: 'Block card' })).toBeTruthy();
  }, 20_000);

  it('keeps the card blocked and says why when the code is wrong', async () => {
    stubApi(
      { ...debit, status: 'blocked', blockReason: 'lost' },
      {
        'POST /api/cards/:id/unblock': () =>
          json(
            { statusCode: 400, code: 'OTP_INVALID', message: 'The code is wrong or no longer valid.' },
            400,
          ),
      },
    );
    renderPage();
    fireEvent.click(within(await cardSection()).getByRole('button', { name: 'Unblock card' }));
    const unblock = await screen.findByRole('dialog');
    fireEvent.click(within(unblock).getByRole('button', { name: 'Send code' }));
    fireEvent.change(await within(unblock).findByRole('textbox', { name: /One-time code/ }), {
      target: { value: '000000' },
    });
    fireEvent.click(within(unblock).getByRole('button', { name: 'Unblock' }));
    expect(await within(unblock).findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('switches uses off and saves limits; a limit above the bank’s is marked on its field', async () => {
    const calls = stubApi(debit, {
      'PUT /api/cards/:id/controls': () =>
        json(
          {
            statusCode: 422,
            code: 'CARD_LIMIT_ABOVE_BANK',
            message: "A card limit cannot be above the bank's maximum for this kind of card.",
            fields: { atmLimit: 'cards.limitAboveBank' },
          },
          422,
        ),
    });
    renderPage();
    const section = await cardSection();
    fireEvent.click(within(section).getByRole('switch', { name: 'Online payments' }));
    fireEvent.change(within(section).getByRole('textbox', { name: /Most per ATM withdrawal/ }), {
      target: { value: '200000' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Save controls' }));
    const field = within(section).getByRole('textbox', { name: /Most per ATM withdrawal/ });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(section).getByText('This is above the bank’s maximum for this card.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      online: false,
      international: false,
      atm: true,
      spendLimit: '100000.00',
      atmLimit: '200000.00',
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TransactionBlockAccount } from '@taka/contracts';
import { json, renderBanking } from '@/shared/banking/test-utils';
import { TransactionBlockPanel } from './TransactionBlockPanel';

const savings: TransactionBlockAccount = {
  accountId: '0c6f3f4e-1d2a-4b3c-8d4e-5f6a7b8c9d01',
  number: '1021000000011',
  productName: 'Taka Savings Account',
  blocked: false,
  blockedAt: null,
};
const current: TransactionBlockAccount = {
  accountId: '0c6f3f4e-1d2a-4b3c-8d4e-5f6a7b8c9d02',
  number: '1021000000029',
  productName: 'Taka Current Account',
  blocked: true,
  blockedAt: '2026-11-20T04:00:00.000Z',
};
const challenge = {
  challengeId: '3f2a9c1e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
  expiresAt: '2026-11-22T02:05:00.000Z',
  sentTo: '017******01',
};

type Call = { path: string; body: unknown };

/** The transaction block API over a list the calls change, as the server would. */
function stubApi(options: { unblock?: (body: { code: string }) => Response } = {}) {
  let list = [savings, current];
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, body });
      if (path === '/api/transaction-blocks' && init?.method === 'POST') {
        list = list.map((a) =>
          a.accountId === body.accountId ? { ...a, blocked: true, blockedAt: '2026-11-22T02:00:00.000Z' } : a,
        );
        return json(list.find((a) => a.accountId === body.accountId));
      }
      if (path === '/api/transaction-blocks') return json({ accounts: list });
      if (path === '/api/transaction-blocks/otp') return json(challenge);
      if (path === '/api/transaction-blocks/unblock') {
        const refused = options.unblock?.(body);
        if (refused) return refused;
        list = list.map((a) =>
          a.accountId === body.accountId ? { ...a, blocked: false, blockedAt: null } : a,
        );
        return json(list.find((a) => a.accountId === body.accountId));
      }
      return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the transaction block screen', () => {
  it('shows each account with whether it is blocked', async () => {
    stubApi();
    renderBanking(<TransactionBlockPanel />);
    expect(await screen.findByRole('button', { name: 'Block account 1021000000011' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unblock account 1021000000029' })).toBeTruthy();
    expect(screen.getByText('Debits allowed')).toBeTruthy();
    expect(screen.getByText(/^Blocked since/)).toBeTruthy();
  });

  it('blocks an account at once, without a code', async () => {
    const calls = stubApi();
    renderBanking(<TransactionBlockPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Block account 1021000000011' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Account 1021000000011 is blocked: no transfers or payments can be made from it.',
    );
    expect(calls).toContainEqual({ path: '/api/transaction-blocks', body: { accountId: savings.accountId } });
    expect(calls.some((call) => call.path === '/api/transaction-blocks/otp')).toBe(false);
    await screen.findByRole('button', { name: 'Unblock account 1021000000011' });
  });

  it('unblocks with the code sent to the mobile, and says so when the code is wrong', async () => {
    let tries = 0;
    const calls = stubApi({
      unblock: () =>
        tries++ === 0
          ? json(
              { statusCode: 400, code: 'OTP_INVALID', message: 'The code is wrong or no longer valid.' },
              400,
            )
          : undefined!,
    });
    renderBanking(<TransactionBlockPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unblock account 1021000000029' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock account 1021000000029' });
    expect(calls).toContainEqual({
      path: '/api/transaction-blocks/otp',
      body: { accountId: current.accountId },
    });

    const code = within(dialog).getByRole('textbox', { name: /One-time code/ });
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toContain('Account 1021000000029 is unblocked');
    expect(calls).toContainEqual({
      path: '/api/transaction-blocks/unblock',
      body: { accountId: current.accountId, challengeId: challenge.challengeId, code: '123456' },
    });
    await screen.findByRole('button', { name: 'Block account 1021000000029' });
  });

  it('says so when the accounts cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'Unavailable.' }, 503),
      ),
    );
    renderBanking(<TransactionBlockPanel />);
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });
});

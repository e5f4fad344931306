import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BankNotification, NotificationCategory } from '@taka/contracts';
import { json, renderBanking } from '@/shared/banking/test-utils';
import { ToastProvider } from '@/shared/ui/toast/ToastProvider';
import { NotificationList } from './NotificationList';

const notification = (extra: Partial<BankNotification> = {}): BankNotification => ({
  id: '6f1f7a4e-0000-4000-8000-000000000001',
  categoryType: 'PROMOTIONAL',
  isRead: false,
  messageTitle: 'Eid offer',
  messageText: 'Cashback on card purchases.',
  bannerTitle: null,
  bannerText: null,
  imageUrl: null,
  linkedUrl: null,
  link: null,
  useRouter: false,
  date: new Date(Date.now() - 60_000).toISOString(),
  transactionId: null,
  ...extra,
});

const page = (items: BankNotification[]) =>
  json({
    responseCode: 'S100000',
    responseMessage: 'Operation successful',
    data: { data: items, pageNumber: 0, pageSize: 20, totalElements: items.length, totalPages: 1 },
  });

type Handler = (path: string, init?: RequestInit) => Response | undefined;

/** fetch answered by `handler`; a read-status update succeeds and the unread count is 0 unless it says else. */
function stubApi(handler: Handler) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    const answer = handler(path, init);
    if (answer) return answer;
    if (path.endsWith('/update/unread/alerts'))
      return json({ responseCode: 'S100000', responseMessage: 'ok', data: { updated: 1 } });
    if (path.includes('/total/unread/alerts'))
      return json({ responseCode: 'S100000', responseMessage: 'ok', data: 0 });
    throw new Error(`unexpected ${path}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const show = (category: NotificationCategory = 'PROMOTIONAL') =>
  renderBanking(
    <ToastProvider>
      <NotificationList category={category} />
    </ToastProvider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the notification list', () => {
  it('says when it could not load, and loads again on Try again', async () => {
    let calls = 0;
    stubApi((path) => {
      if (!path.endsWith('/list')) return undefined;
      calls += 1;
      return calls === 1
        ? json({ statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'Briefly unavailable.' }, 503)
        : page([notification()]);
    });
    show();
    expect(screen.getByRole('progressbar', { name: 'Loading notifications' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Eid offer')).toBeTruthy();
  });

  it('opens a promotion marked read, its banner sanitized and no Details for a link that is not https', async () => {
    const fetch = stubApi((path) =>
      path.endsWith('/list')
        ? page([
            notification({
              bannerTitle: 'Shubho Noboborsho!',
              bannerText:
                '<p>Pay with <strong>Taka</strong><img src=x onerror="alert(1)"><script>alert(2)</script>' +
                '<a href="javascript:alert(3)">here</a></p>',
              linkedUrl: 'javascript:alert(4)',
            }),
          ])
        : undefined,
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: /Eid offer/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Shubho Noboborsho!' });
    expect(within(dialog).getByText('Taka').tagName).toBe('STRONG');
    expect(dialog.querySelector('script, img, [onerror]')).toBeNull();
    expect(dialog.querySelector('a[href^="javascript"]')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Details' })).toBeNull();
    const update = fetch.mock.calls.find(([path]) => path.endsWith('/update/unread/alerts'));
    expect(JSON.parse(String(update?.[1]?.body))).toEqual({
      id: '6f1f7a4e-0000-4000-8000-000000000001',
      isRead: true,
      categoryType: 'PROMOTIONAL',
    });
  });

  it('shows nothing for a transaction whose status answer is not S100000', async () => {
    const fetch = stubApi((path) => {
      if (path.endsWith('/list'))
        return page([
          notification({
            categoryType: 'TRANSACTIONAL',
            messageTitle: 'Transfer',
            transactionId: 'TK6R4Y0J6CPZKG',
          }),
        ]);
      if (path.includes('/transaction-status/'))
        return json({
          responseCode: 'E100001',
          responseMessage: 'Unavailable',
          data: {
            transactionId: 'TK6R4Y0J6CPZKG',
            type: 'own',
            fromAccountName: 'A',
            fromAccount: '1',
            toAccountName: 'B',
            toAccount: '2',
            transactionAmount: '1.00',
            chargeAmount: '0.00',
            vatAmount: '0.00',
            grandTotalAmount: '1.00',
            transactionTime: '2024-01-05T09:07:00.000Z',
            remarks: '',
            transactionStatus: 'SUCCESS',
            statusMessage: 'Successful',
          },
        });
      return undefined;
    });
    show('TRANSACTIONAL');
    fireEvent.click(await screen.findByRole('button', { name: /Transfer/ }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([path]) => path.includes('/transaction-status/TK6R4Y0J6CPZKG'))).toBe(
        true,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Thank You' })).toBeNull();
  });
});

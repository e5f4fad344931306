import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { NavigationItem } from '@taka/contracts';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { VerticalNavigation } from './VerticalNavigation';

const items: NavigationItem[] = [
  {
    id: 'dashboard',
    type: 'basic',
    title: 'nav.dashboard',
    link: '/dashboard',
    exactMatch: true,
    icon: 'dashboard',
  },
  {
    id: 'transfers',
    type: 'collapsable',
    title: 'nav.fundTransfer.title',
    children: [
      {
        id: 'own',
        type: 'basic',
        title: 'nav.fundTransfer.ownAccount',
        link: '/fund-transfer/bank-account-own',
      },
      {
        id: 'secret',
        type: 'basic',
        title: 'nav.services.account.eStatement',
        link: '/e-statement',
        hidden: true,
      },
    ],
  },
  {
    id: 'cards',
    type: 'collapsable',
    title: 'nav.services.card.title',
    children: [
      { id: 'block', type: 'basic', title: 'nav.services.card.cardBlock', link: '/card-services/card-block' },
      {
        id: 'green-pin',
        type: 'basic',
        title: 'nav.services.card.greenPin',
        link: 'https://greenpin.example/',
        externalLink: true,
        target: '_blank',
      },
    ],
  },
  { id: 'divider', type: 'divider' },
  {
    id: 'limits',
    type: 'basic',
    title: 'nav.settings.transactionLimits',
    link: '/transaction-limits',
    disabled: true,
  },
  {
    id: 'history',
    type: 'group',
    title: 'nav.history.title',
    subtitle: 'nav.history.transaction',
    children: [
      {
        id: 'tx',
        type: 'basic',
        title: 'nav.history.schedule',
        link: '/schedule-history',
        badge: { title: 'New' },
      },
    ],
  },
  { id: 'reload', type: 'basic', title: 'nav.others', function: 'reload', tooltip: 'nav.reachUs' },
  { id: 'hidden-top', type: 'basic', title: 'nav.statement', link: '/statement', hidden: true },
];

const renderMenu = (path: string, props: Partial<Parameters<typeof VerticalNavigation>[0]> = {}) =>
  renderAtPath(() => <VerticalNavigation aria-label="Main menu" items={items} {...props} />, path);

describe('VerticalNavigation', () => {
  it('marks the link of the current page and leaves the others alone', async () => {
    await renderMenu('/dashboard');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Fund Transfer' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the collapsable holding the active link', async () => {
    await renderMenu('/fund-transfer/bank-account-own');
    expect(screen.getByRole('button', { name: 'Fund Transfer' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Own Account' }).getAttribute('aria-current')).toBe('page');
  });

  it('closes the other collapsables when one opens (auto-collapse)', async () => {
    await renderMenu('/fund-transfer/bank-account-own');
    fireEvent.click(screen.getByRole('button', { name: 'Card Services' }));
    expect(screen.getByRole('button', { name: 'Card Services' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Fund Transfer' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps others open when auto-collapse is off', async () => {
    await renderMenu('/fund-transfer/bank-account-own', { autoCollapse: false });
    fireEvent.click(screen.getByRole('button', { name: 'Card Services' }));
    expect(screen.getByRole('button', { name: 'Fund Transfer' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('follows navigation: the new active link opens its parent', async () => {
    const { router } = await renderMenu('/dashboard');
    await act(() => router.navigate({ href: '/card-services/card-block' }));
    expect(screen.getByRole('button', { name: 'Card Services' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('leaves out hidden items', async () => {
    await renderMenu('/fund-transfer/bank-account-own');
    expect(screen.queryByText('Account Statement')).toBeNull();
    expect(screen.queryByText('E-Statement')).toBeNull();
  });

  it('does nothing for a disabled item', async () => {
    const { router } = await renderMenu('/dashboard');
    const limits = screen.getByRole('button', { name: 'Transaction Limits' });
    expect((limits as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(limits);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('opens an external link in a new tab, safely, and says so', async () => {
    await renderMenu('/card-services/card-block');
    const link = screen.getByRole('link', { name: /Green PIN/ });
    expect(link.getAttribute('href')).toBe('https://greenpin.example/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('navigates inside the app on a click and reports the choice', async () => {
    const chosen = vi.fn();
    const { router } = await renderMenu('/dashboard', { onItemChosen: chosen });
    fireEvent.click(screen.getByRole('link', { name: /Schedule History/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/schedule-history'));
    expect(chosen).toHaveBeenCalledWith(expect.objectContaining({ id: 'tx' }));
  });

  it('runs the named function of a function item', async () => {
    const reload = vi.fn();
    await renderMenu('/dashboard', { functions: { reload } });
    fireEvent.click(screen.getByRole('button', { name: 'Others' }));
    expect(reload).toHaveBeenCalledWith(expect.objectContaining({ id: 'reload' }));
  });

  it('shows a group heading, its subtitle, badges and dividers', async () => {
    await renderMenu('/dashboard');
    const group = screen.getByRole('list', { name: /History/ });
    expect(within(group).getByText('New')).toBeTruthy();
    expect(screen.getByText('Transaction History')).toBeTruthy();
    expect(screen.getByRole('separator')).toBeTruthy();
  });

  it('keeps titles for screen readers in the thin appearance', async () => {
    await renderMenu('/dashboard', { appearance: 'thin' });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });
});

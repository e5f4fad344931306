import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { NavigationItem } from '@taka/contracts';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { NavigationRail } from './NavigationRail';

const items: NavigationItem[] = [
  {
    id: 'example',
    type: 'basic',
    title: 'nav.example',
    link: '/example',
    icon: 'dashboard',
    children: [
      { id: 'dashboard', type: 'basic', title: 'nav.dashboard', link: '/dashboard', icon: 'dashboard' },
      {
        id: 'services',
        type: 'group',
        title: 'nav.services.title',
        icon: 'miscellaneous_services',
        children: [
          {
            id: 'cards',
            type: 'collapsable',
            title: 'nav.services.card.title',
            children: [
              {
                id: 'block',
                type: 'basic',
                title: 'nav.services.card.cardBlock',
                link: '/card-services/card-block',
              },
            ],
          },
        ],
      },
    ],
  },
];

const renderRail = (path: string) =>
  renderAtPath(() => <NavigationRail aria-label="Main menu" items={items} />, path);

describe('NavigationRail', () => {
  it('shows the example link and its children as icons named for screen readers', async () => {
    await renderRail('/dashboard');
    const rail = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(rail).getByRole('link', { name: 'Example' })).toBeTruthy();
    expect(within(rail).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(rail).getByRole('button', { name: 'Services' }).getAttribute('aria-haspopup')).toBe('menu');
  });

  it('opens the children of an item in a menu, grouped under their headings, with the current page marked', async () => {
    await renderRail('/card-services/card-block');
    const services = screen.getByRole('button', { name: 'Services' });
    fireEvent.click(services);
    const menu = await screen.findByRole('menu', { name: 'Services' });
    const cards = within(menu).getByRole('group', { name: 'Card Services' });
    const block = within(cards).getByRole('menuitem', { name: 'Card Block' });
    expect(block.getAttribute('aria-current')).toBe('page');
    expect(services.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens with ArrowRight and closes on Escape', async () => {
    await renderRail('/dashboard');
    const services = screen.getByRole('button', { name: 'Services' });
    fireEvent.keyDown(services, { key: 'ArrowRight' });
    const menu = await screen.findByRole('menu', { name: 'Services' });
    fireEvent.keyDown(menu, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(services.getAttribute('aria-expanded')).toBe('false');
  });

  it('goes to the page chosen in the menu and closes it', async () => {
    const { router } = await renderRail('/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Services' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Card Block' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/card-services/card-block'));
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});

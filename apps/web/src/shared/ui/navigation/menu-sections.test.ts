import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '@taka/contracts';
import { menuParts, menuSections } from './menu-sections';

const link = (id: string, extra: Partial<NavigationItem> = {}): NavigationItem => ({
  id,
  type: 'basic',
  title: id,
  link: `/${id}`,
  ...extra,
});

const menu: NavigationItem[] = [
  link('dashboard'),
  { id: 'line', type: 'divider' },
  {
    id: 'services',
    type: 'group',
    title: 'Services',
    children: [
      {
        id: 'card',
        type: 'collapsable',
        title: 'Card Services',
        children: [
          link('tag-card'),
          link('emi', { hidden: true }),
          link('green-pin', { link: 'https://pin.example/', externalLink: true, target: '_blank' }),
        ],
      },
      {
        id: 'other',
        type: 'collapsable',
        title: 'Other Services',
        hidden: true,
        children: [link('pay-order')],
      },
    ],
  },
  link('reload', { link: undefined, function: 'reload' }),
  link('soon', { disabled: true }),
  link('others'),
];

const shape = (items: NavigationItem[]) =>
  menuSections(items).map(({ container, links }) => [container?.id ?? null, links.map((item) => item.id)]);

describe('menuSections', () => {
  it("lists every visible link by the group or collapsable holding it, nested ones included, in the menu's order", () => {
    expect(shape(menu)).toEqual([
      [null, ['dashboard', 'others']],
      ['services', []],
      ['card', ['tag-card', 'green-pin']],
    ]);
  });

  it('leaves out what the menu hides, a hidden parent hiding its children, and items that go nowhere', () => {
    const links = menuSections(menu).flatMap((section) => section.links.map((item) => item.id));
    expect(links).not.toContain('emi');
    expect(links).not.toContain('pay-order');
    expect(links).not.toContain('reload');
    expect(links).not.toContain('soon');
  });
});

describe('menuParts', () => {
  it("gathers the top level's links, then each top-level group with every destination inside it", () => {
    const parts = menuParts(menu).map(({ container, links }) => [
      container?.id ?? null,
      links.map((item) => item.id),
    ]);
    expect(parts).toEqual([
      [null, ['dashboard', 'others']],
      ['services', ['tag-card', 'green-pin']],
    ]);
  });
});

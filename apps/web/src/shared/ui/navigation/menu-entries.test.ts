import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '@taka/contracts';
import { fittingCount, menuEntries, opensMenu, topLevelEntries } from './menu-entries';

const link = (id: string, extra: Partial<NavigationItem> = {}): NavigationItem => ({
  id,
  type: 'basic',
  title: id,
  link: `/${id}`,
  ...extra,
});

const transfers: NavigationItem = {
  id: 'transfers',
  type: 'group',
  title: 'Transfers',
  children: [link('own'), link('other'), link('secret', { hidden: true })],
};

/** The compact, futuristic and horizontal menus: one example link carrying the default menu (SPEC 2.3). */
const example = link('example', {
  children: [link('dashboard'), transfers, link('hidden', { hidden: true })],
});

const ids = (items: NavigationItem[]) => items.map((item) => item.id);

describe('topLevelEntries', () => {
  it('puts the children of a link carrying them beside it, without the hidden ones', () => {
    const entries = topLevelEntries([example]);
    expect(ids(entries)).toEqual(['example', 'dashboard', 'transfers']);
    expect(opensMenu(entries[0]!)).toBe(false);
    expect(opensMenu(entries[2]!)).toBe(true);
  });

  it('leaves a menu without such a link as it is', () => {
    expect(ids(topLevelEntries([link('dashboard'), transfers]))).toEqual(['dashboard', 'transfers']);
  });
});

describe('opensMenu', () => {
  it('is true only for items with visible children', () => {
    expect(opensMenu(transfers)).toBe(true);
    expect(opensMenu({ ...transfers, children: [link('gone', { hidden: true })] })).toBe(false);
    expect(opensMenu({ id: 'line', type: 'divider' })).toBe(false);
  });
});

describe('menuEntries', () => {
  it('lists the visible children of a group', () => {
    expect(ids(menuEntries(transfers))).toEqual(['own', 'other']);
  });

  it("leads with a link's own page when it carries children", () => {
    const entries = menuEntries(example);
    expect(ids(entries)).toEqual(['example', 'dashboard', 'transfers']);
    expect(entries[0]!.children).toBeUndefined();
  });
});

describe('fittingCount', () => {
  it('keeps every entry when all fit, without room for the overflow button', () => {
    expect(fittingCount([100, 100, 100], 308, 80, 4)).toBe(3);
  });

  it('keeps room for the overflow button when some do not fit', () => {
    // 80 (More) + 4 + 100 + 4 + 100 = 288 fits in 300; a third would need 392.
    expect(fittingCount([100, 100, 100], 300, 80, 4)).toBe(2);
  });

  it('can leave only the overflow button', () => {
    expect(fittingCount([200, 100], 150, 80, 4)).toBe(0);
  });

  it('stops at the first entry that does not fit, keeping the order', () => {
    expect(fittingCount([50, 300, 50], 250, 80, 4)).toBe(1);
  });
});

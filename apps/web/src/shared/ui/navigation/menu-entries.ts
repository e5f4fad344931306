import type { NavigationItem } from '@taka/contracts';
import { visibleItems } from './navigation-state';

/** Rules of the menus that show the tree as a row or rail of entries with drop-down menus (horizontal, compact). */

/** An item that opens a menu of its children instead of being a link itself. */
export function opensMenu(item: NavigationItem): boolean {
  return item.type !== 'divider' && item.type !== 'spacer' && visibleItems(item.children).length > 0;
}

/**
 * The entries of a bar or rail: the visible items, where a link carrying children (the example item of the
 * compact, futuristic and horizontal menus) is followed by its children on the same level, as the vertical menu
 * shows them under it.
 */
export function topLevelEntries(items: NavigationItem[]): NavigationItem[] {
  return visibleItems(items).flatMap((item) =>
    item.type === 'basic' && opensMenu(item)
      ? [{ ...item, children: undefined }, ...topLevelEntries(item.children ?? [])]
      : [item],
  );
}

/** What a menu opened from `parent` lists: its visible children, led by its own link when it has one. */
export function menuEntries(parent: NavigationItem): NavigationItem[] {
  const children = visibleItems(parent.children);
  return parent.link ? [{ ...parent, children: undefined }, ...children] : children;
}

/**
 * How many of the entries (of `widths`, in order) fit in `available` pixels with `gap` between them; when they do
 * not all fit, room is kept for the overflow button of `overflowWidth`.
 */
export function fittingCount(
  widths: readonly number[],
  available: number,
  overflowWidth: number,
  gap: number,
): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(widths.length - 1, 0);
  if (total <= available) return widths.length;
  let used = overflowWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}

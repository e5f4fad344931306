import type { NavigationItem } from '@taka/contracts';

/** Pure rules of the navigation menu (SPEC 2.3, 4), kept apart from rendering so they can be tested directly. */

export type NavigationAppearance = 'default' | 'compact' | 'dense' | 'thin';
export type NavigationVariant = 'default' | 'compact' | 'futuristic' | 'horizontal';

export const NAVIGATION_WIDTHS: Record<NavigationAppearance, number> = {
  default: 280,
  compact: 112,
  dense: 80,
  thin: 80,
};

export function visibleItems(items: NavigationItem[] | undefined): NavigationItem[] {
  return (items ?? []).filter((item) => !item.hidden);
}

function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
}

/** An in-app link is active on its own path, and (unless exactMatch) on any path below it. */
export function isLinkActive(item: NavigationItem, pathname: string): boolean {
  if (!item.link || item.externalLink) return false;
  const link = normalisePath(item.link);
  const current = normalisePath(pathname);
  if (current === link) return true;
  return !item.exactMatch && link !== '/' && current.startsWith(`${link}/`);
}

export function hasActiveDescendant(item: NavigationItem, pathname: string): boolean {
  return visibleItems(item.children).some(
    (child) => isLinkActive(child, pathname) || hasActiveDescendant(child, pathname),
  );
}

/** Ids of the collapsable items that must be open for the active link to be seen. */
export function activeCollapsableIds(items: NavigationItem[], pathname: string): string[] {
  const ids: string[] = [];
  for (const item of visibleItems(items)) {
    if (item.type === 'collapsable' && hasActiveDescendant(item, pathname)) ids.push(item.id);
    ids.push(...activeCollapsableIds(item.children ?? [], pathname));
  }
  return ids;
}

/**
 * The expanded set after `id` is toggled. With auto-collapse, opening an item closes every other one except its
 * own ancestors.
 */
export function toggleExpanded(
  expanded: ReadonlySet<string>,
  id: string,
  ancestorIds: readonly string[],
  autoCollapse: boolean,
): Set<string> {
  if (expanded.has(id)) {
    const next = new Set(expanded);
    next.delete(id);
    return next;
  }
  const next = autoCollapse
    ? new Set(ancestorIds.filter((ancestor) => expanded.has(ancestor)))
    : new Set(expanded);
  next.add(id);
  return next;
}

/** The href of an item: its link with query parameters and fragment. */
export function itemHref(item: NavigationItem): string | undefined {
  if (!item.link) return undefined;
  const query = item.queryParams ? new URLSearchParams(item.queryParams).toString() : '';
  return `${item.link}${query ? `?${query}` : ''}${item.fragment ? `#${item.fragment}` : ''}`;
}

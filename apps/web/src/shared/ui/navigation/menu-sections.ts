import type { NavigationItem } from '@taka/contracts';
import { itemHref, visibleItems } from './navigation-state';

/** The links placed directly in one group or collapsable of the menu (`container`), or at its top level (null). */
export type MenuSection = { container: NavigationItem | null; links: NavigationItem[] };

/**
 * Every destination the menu offers, by the group or collapsable that holds it, in the menu's order: the visible,
 * enabled items with a link (in-app or external), nested ones included. What the server hides for the customer, or
 * hides with its parent, is left out, as the menu leaves it out. A section holding only other sections is kept, empty.
 */
export function menuSections(items: NavigationItem[]): MenuSection[] {
  const sections: MenuSection[] = [{ container: null, links: [] }];
  const visit = (children: NavigationItem[] | undefined, section: MenuSection) => {
    for (const item of visibleItems(children)) {
      if (item.type === 'basic') {
        if (!item.disabled && itemHref(item)) section.links.push(item);
        visit(item.children, section);
      } else if (item.children) {
        const own: MenuSection = { container: item, links: [] };
        sections.push(own);
        visit(item.children, own);
      }
    }
  };
  visit(items, sections[0]!);
  return sections;
}

/**
 * The menu's parts as its top level shows them: the links at the top level together (container null), then each
 * top-level group with every destination inside it, nested ones included.
 */
export function menuParts(items: NavigationItem[]): MenuSection[] {
  const top: MenuSection = { container: null, links: [] };
  const parts = [top];
  for (const item of visibleItems(items)) {
    const links = menuSections([item]).flatMap((section) => section.links);
    if (item.type === 'basic') top.links.push(...links);
    else parts.push({ container: item, links });
  }
  return parts.filter((part) => part.links.length > 0);
}

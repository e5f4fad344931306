import type { ElementType } from 'react';
import type { NavigationItem } from '@taka/contracts';
import { HrefLink } from '@/shared/ui/links';
import { itemHref } from './navigation-state';

type ItemLinkProps = {
  component: ElementType;
  href?: string;
  target?: string;
  rel?: string;
  type?: 'button';
  'aria-current'?: 'page';
};

/**
 * What an item's button is: an in-app link (marked when it is the current page), an external link (safely in a
 * new tab when it says so), or a plain button for a disabled item or one that runs a client function.
 */
export function itemLinkProps(item: NavigationItem, active: boolean): ItemLinkProps {
  const href = itemHref(item);
  if (item.disabled || !href) return { component: 'button', type: 'button' };
  if (item.externalLink)
    return {
      component: 'a',
      href,
      target: item.target ?? '_self',
      rel: item.target === '_blank' ? 'noopener noreferrer' : undefined,
    };
  return { component: HrefLink, href, target: item.target, 'aria-current': active ? 'page' : undefined };
}

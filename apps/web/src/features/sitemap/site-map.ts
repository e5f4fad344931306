import { GREEN_PIN_URL, type NavigationItem } from '@taka/contracts';
import { menuSections } from '@/shared/ui/navigation/menu-sections';

/** A group of the site map: its title (a translation key) and its links, as navigation items. */
export type SiteMapGroup = { id: string; title: string; links: NavigationItem[] };

const page = (id: string, title: string, link: string, extra: Partial<NavigationItem> = {}) => ({
  id,
  type: 'basic' as const,
  title,
  link,
  ...extra,
});

/**
 * Pages with no item of their own in the menu, reached from its pages, each with the menu's group it joins: My
 * Profile (SPEC 2.4; the side menu's profile), beneficiaries and favorites (the transfer forms, the dashboard's quick
 * actions), loan services and FDR (the dashboard and Others, decision 034); and SPEC 2.4's Green PIN, should the
 * menu ever leave it out.
 */
const BESIDE_THE_MENU: { group: string; item: NavigationItem }[] = [
  { group: 'fund-transfer', item: page('beneficiary', 'pages.beneficiary.title', '/beneficiary') },
  { group: 'fund-transfer', item: page('favorites', 'pages.favorites.title', '/favorites') },
  { group: 'services', item: page('loan-services', 'pages.loanServices.title', '/loan-services') },
  { group: 'services', item: page('fdr-request', 'pages.fdrRequest.title', '/fdr-request') },
  {
    group: 'services.card',
    item: page('green-pin', 'nav.services.card.greenPin', GREEN_PIN_URL, {
      externalLink: true,
      target: '_blank',
    }),
  },
  {
    group: 'settings',
    item: page('personalise-profile', 'pages.personaliseProfile.title', '/settings/personalise-profile'),
  },
];

const MAIN_MENU = 'shell.mainMenu';

/**
 * The site map of the customer's menu (its default variant): every destination it offers, in its groups and order
 * (the links at its top level first, under "Main menu"), and the pages beside it. A page the menu already offers is
 * listed once; one whose group the menu lacks joins the top level's.
 */
export function siteMapOf(menu: NavigationItem[]): SiteMapGroup[] {
  const groups = menuSections(menu).map(({ container, links }) => ({
    id: container?.id ?? 'main-menu',
    title: container?.title ?? MAIN_MENU,
    links: [...links],
  }));
  const offered = new Set(groups.flatMap((group) => group.links.map((item) => item.link)));
  for (const { group, item } of BESIDE_THE_MENU) {
    if (offered.has(item.link)) continue;
    (groups.find(({ id }) => id === group) ?? groups[0]!).links.push(item);
  }
  return groups.filter((group) => group.links.length > 0);
}

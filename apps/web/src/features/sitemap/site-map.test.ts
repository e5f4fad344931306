import { describe, expect, it } from 'vitest';
import { GREEN_PIN_URL, type NavigationItem } from '@taka/contracts';
import { siteMapOf } from './site-map';

const link = (id: string, extra: Partial<NavigationItem> = {}): NavigationItem => ({
  id,
  type: 'basic',
  title: `nav.${id}`,
  link: `/${id}`,
  ...extra,
});
const group = (
  id: string,
  children: NavigationItem[],
  extra: Partial<NavigationItem> = {},
): NavigationItem => ({
  id,
  type: 'group',
  title: `nav.${id}`,
  children,
  ...extra,
});

/** The default menu's shape (apps/server/src/modules/navigation/menu.ts), in short. */
const menu: NavigationItem[] = [
  link('dashboard'),
  group('fund-transfer', [link('own-account'), link('mfs-transfer')]),
  group('services', [
    group('services.account', [link('tag-account'), link('loan-statement', { hidden: true })], {
      type: 'collapsable',
    }),
    group(
      'services.card',
      [link('card-block'), link('green-pin', { link: GREEN_PIN_URL, externalLink: true, target: '_blank' })],
      { type: 'collapsable' },
    ),
    group('services.other', [link('pay-order')], { type: 'collapsable', hidden: true }),
  ]),
  group('settings', [link('activity-log')]),
  link('reach-us'),
];

const shape = (items: NavigationItem[]) =>
  siteMapOf(items).map(({ title, links }) => [title, links.map((item) => item.link)]);

describe('the site map', () => {
  it('lists every destination of the menu in its groups, nested ones included, and the pages beside it', () => {
    expect(shape(menu)).toEqual([
      ['shell.mainMenu', ['/dashboard', '/reach-us']],
      ['nav.fund-transfer', ['/own-account', '/mfs-transfer', '/beneficiary', '/favorites']],
      ['nav.services', ['/loan-services', '/fdr-request']],
      ['nav.services.account', ['/tag-account']],
      ['nav.services.card', ['/card-block', GREEN_PIN_URL]],
      ['nav.settings', ['/activity-log', '/settings/personalise-profile']],
    ]);
  });

  it('leaves out what the menu hides for the customer', () => {
    const links = siteMapOf(menu).flatMap((group) => group.links.map((item) => item.link));
    expect(links).not.toContain('/loan-statement');
    expect(links).not.toContain('/pay-order');
  });

  it("keeps SPEC 2.4's pages where the menu lacks them or their group: at its top level", () => {
    const groups = siteMapOf([link('dashboard')]);
    expect(groups.map((group) => group.title)).toEqual(['shell.mainMenu']);
    expect(groups[0]!.links.map((item) => item.link)).toEqual([
      '/dashboard',
      '/beneficiary',
      '/favorites',
      '/loan-services',
      '/fdr-request',
      GREEN_PIN_URL,
      '/settings/personalise-profile',
    ]);
    expect(groups[0]!.links.find((item) => item.link === GREEN_PIN_URL)).toMatchObject({
      externalLink: true,
      target: '_blank',
    });
  });
});

import { GREEN_PIN_URL, type Navigation, type NavigationItem } from '@taka/contracts';
import type { CustomerRow } from '../../db/schema/index.ts';

/** What the customer holds that decides which services the menu shows (holdings.ts reads it). */
export type Holdings = {
  accountKinds: ReadonlySet<string>;
  chequeBook: boolean;
  /** The kinds of card shown in internet banking (decision 033). */
  cardKinds: ReadonlySet<string>;
};

/** Who the menu is for; hidden rules are decided per customer on the server. */
export type MenuContext = { customer: CustomerRow; demoLayer: boolean; holdings: Holdings };

/** A menu item as defined here: `hiddenWhen` is resolved into `hidden` for the signed-in customer. */
type MenuItem = Omit<NavigationItem, 'children' | 'hidden'> & {
  hiddenWhen?: (context: MenuContext) => boolean;
  children?: MenuItem[];
};

/** A service for holders of an account of one of `kinds` (a statement of a loan needs a loan). */
const lacks =
  (...kinds: string[]) =>
  ({ holdings }: MenuContext) =>
    !kinds.some((kind) => holdings.accountKinds.has(kind));
/** Stopping a cheque and asking after one need a cheque book. */
const lacksChequeBook = ({ holdings }: MenuContext) => !holdings.chequeBook;
/** Card services for holders of a card of one of `kinds` (EMI conversion needs a credit card). */
const lacksCard =
  (...kinds: string[]) =>
  ({ holdings }: MenuContext) =>
    !kinds.some((kind) => holdings.cardKinds.has(kind));

const basic = (
  id: string,
  title: string,
  link: string,
  icon?: string,
  extra: Partial<MenuItem> = {},
): MenuItem => ({
  id,
  type: 'basic',
  title,
  link,
  ...(icon ? { icon } : {}),
  ...extra,
});

/** The default banking menu, exactly as SPEC 2.3 lists it. Titles are translation keys. */
const bankingMenu: MenuItem[] = [
  basic('dashboard', 'nav.dashboard', '/dashboard', 'dashboard'),
  {
    id: 'fund-transfer',
    type: 'group',
    title: 'nav.fundTransfer.title',
    icon: 'sync_alt',
    children: [
      basic(
        'fund-transfer.own-account',
        'nav.fundTransfer.ownAccount',
        '/fund-transfer/bank-account-own',
        'account_balance_wallet',
      ),
      basic(
        'fund-transfer.within-bank',
        'nav.fundTransfer.withinBank',
        '/fund-transfer/bank-account-other',
        'account_balance',
      ),
      basic(
        'fund-transfer.other-bank',
        'nav.fundTransfer.otherBank',
        '/fund-transfer/other-bank-account',
        'swap_horiz',
      ),
      basic('fund-transfer.mfs', 'nav.fundTransfer.mfs', '/mfs-transfer', 'phone_android'),
    ],
  },
  basic('payments', 'nav.payments', '/bills-and-fees', 'receipt_long'),
  basic('top-up', 'nav.topUp', '/mobile-recharge', 'smartphone'),
  basic('statement', 'nav.statement', '/statement', 'description'),
  {
    id: 'services',
    type: 'group',
    title: 'nav.services.title',
    icon: 'miscellaneous_services',
    children: [
      {
        id: 'services.account',
        type: 'collapsable',
        title: 'nav.services.account.title',
        icon: 'manage_accounts',
        children: [
          basic('services.account.tag-account', 'nav.services.account.tagAccount', '/dashboard/tag-account'),
          ...(
            [
              ['e-statement', 'eStatement', lacks('savings', 'current')],
              ['hard-copy-statement', 'hardCopyStatement', lacks('savings', 'current')],
              ['loan-statement', 'loanStatement', lacks('loan')],
              ['deposit-statement', 'depositStatement', lacks('fdr')],
              ['cheque-status-enquiry', 'chequeStatusEnquiry', lacksChequeBook],
              ['chequebook-request-management', 'chequebookRequest', lacks('savings', 'current')],
              ['stop-cheque-request', 'stopChequeRequest', lacksChequeBook],
            ] as const
          ).map(([path, key, hiddenWhen]) =>
            basic(
              `services.account.${path}`,
              `nav.services.account.${key}`,
              `/dashboard/${path}`,
              undefined,
              { hiddenWhen },
            ),
          ),
        ],
      },
      {
        id: 'services.card',
        type: 'collapsable',
        title: 'nav.services.card.title',
        icon: 'credit_card',
        children: [
          basic(
            'services.card.tag-card',
            'nav.services.card.tagCard',
            '/card-services/tag-credit-prepaid-card',
          ),
          basic('services.card.card-block', 'nav.services.card.cardBlock', '/card-services/card-block'),
          ...(
            [
              ['emi-conversion', 'emiConversion', lacksCard('credit')],
              ['supplementary-card', 'supplementaryCard', lacksCard('credit')],
              ['upgrade-downgrade', 'upgradeDowngrade', lacksCard('credit')],
              ['card-cheque', 'cardCheque', lacksCard('credit')],
              ['hard-copy-statement', 'hardCopyStatement', lacksCard('credit')],
              ['email-statement', 'emailStatement', lacksCard('credit')],
              ['reissue', 'reissue', lacksCard('debit', 'credit', 'prepaid')],
              ['credit-card-limit-transfer', 'limitTransfer', lacksCard('credit')],
              ['usd-block-unblock', 'usdBlockUnblock', lacksCard('credit')],
              ['limit-rearrangement', 'limitRearrangement', lacksCard('credit')],
              ['loan-request', 'loanRequest', lacksCard('credit')],
            ] as const
          ).map(([path, key, hiddenWhen]) =>
            basic(`services.card.${path}`, `nav.services.card.${key}`, `/card-services/${path}`, undefined, {
              hiddenWhen,
            }),
          ),
          basic('services.card.green-pin', 'nav.services.card.greenPin', GREEN_PIN_URL, 'pin', {
            externalLink: true,
            target: '_blank',
          }),
        ],
      },
      {
        id: 'services.other',
        type: 'collapsable',
        title: 'nav.services.other.title',
        icon: 'more_horiz',
        // Other services (decision 035) act on a savings or current account; positive pay on a cheque book.
        hiddenWhen: lacks('savings', 'current'),
        children: (
          [
            ['transaction-block-unblock', 'transactionBlock', undefined],
            ['request-pay-order', 'payOrder', undefined],
            ['positive-pay-instruction', 'positivePay', lacksChequeBook],
            ['demand-draft', 'demandDraft', undefined],
            ['bayd-registration', 'baydRegistration', undefined],
            ['govt-bond', 'govtBond', undefined],
            ['request-certificate', 'requestCertificate', undefined],
          ] as const
        ).map(([path, key, hiddenWhen]) =>
          basic(
            `services.other.${path}`,
            `nav.services.other.${key}`,
            `/other-services/${path}`,
            undefined,
            hiddenWhen ? { hiddenWhen } : {},
          ),
        ),
      },
    ],
  },
  {
    id: 'history',
    type: 'group',
    title: 'nav.history.title',
    icon: 'history',
    children: [
      basic('history.transaction', 'nav.history.transaction', '/transaction-history', 'receipt'),
      basic('history.schedule', 'nav.history.schedule', '/schedule-history', 'schedule'),
      basic(
        'history.service-request',
        'nav.history.serviceRequest',
        '/service-request-history',
        'assignment',
      ),
    ],
  },
  {
    id: 'settings',
    type: 'group',
    title: 'nav.settings.title',
    icon: 'settings',
    children: [
      basic(
        'settings.change-login-password',
        'nav.settings.changeLoginPassword',
        '/settings/change-login-password',
        'lock',
      ),
      basic('settings.transaction-limits', 'nav.settings.transactionLimits', '/transaction-limits', 'speed'),
      basic('settings.activity-log', 'nav.settings.activityLog', '/activity-log', 'list_alt'),
    ],
  },
  basic('others', 'nav.others', '/others', 'apps'),
  basic('reach-us', 'nav.reachUs', '/reach-us', 'support_agent'),
];

/** The demo areas, answered in the browser by the demo layer; only when DEMO_LAYER is on. */
const demoGroup: MenuItem = {
  id: 'demo',
  type: 'group',
  title: 'nav.demo.title',
  icon: 'science',
  children: (
    [
      ['academy', '/apps/academy', 'school'],
      ['chat', '/apps/chat', 'chat'],
      ['contacts', '/apps/contacts', 'contacts'],
      ['inventory', '/apps/ecommerce/inventory', 'inventory_2'],
      ['fileManager', '/apps/file-manager', 'folder'],
      ['helpCenter', '/apps/help-center', 'help_center'],
      ['mailbox', '/apps/mailbox', 'mail'],
      ['notes', '/apps/notes', 'sticky_note_2'],
      ['scrumboard', '/apps/scrumboard', 'view_kanban'],
      ['tasks', '/apps/tasks', 'task_alt'],
      ['analytics', '/dashboards/analytics', 'analytics'],
      ['crypto', '/dashboards/crypto', 'currency_bitcoin'],
      ['finance', '/dashboards/finance', 'account_balance'],
      ['project', '/dashboards/project', 'assignment'],
      ['icons', '/ui/icons', 'interests'],
    ] as const
  ).map(([key, link, icon]) => basic(`demo.${key}`, `nav.demo.${key}`, link, icon)),
};

function resolve(items: MenuItem[], context: MenuContext): NavigationItem[] {
  return items.map(({ hiddenWhen, children, ...item }) => ({
    ...item,
    ...(hiddenWhen?.(context) ? { hidden: true } : {}),
    ...(children ? { children: resolve(children, context) } : {}),
  }));
}

/**
 * The four menu variants (SPEC 2.3). Compact, futuristic and horizontal hold one example item at /example; the
 * default menu has no item at /example, so that item is filled with the whole default menu.
 */
export function buildNavigation(context: MenuContext): Navigation {
  const defaultMenu = resolve(context.demoLayer ? [...bankingMenu, demoGroup] : bankingMenu, context);
  const example = (): NavigationItem[] => [
    {
      id: 'example',
      type: 'basic',
      title: 'nav.example',
      icon: 'dashboard',
      link: '/example',
      children: structuredClone(defaultMenu),
    },
  ];
  return { default: defaultMenu, compact: example(), futuristic: example(), horizontal: example() };
}

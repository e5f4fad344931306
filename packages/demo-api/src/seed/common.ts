import type { Message, Notification, SearchPage, Shortcut } from '../schemas/common.ts';
import { seedId } from '../lib/ids.ts';
import { clockTime, isoBefore, type Offset } from '../lib/dates.ts';
import { avatarImage } from '../lib/images.ts';

const messageRows: [from: string, description: string, ago: Offset, read: boolean, link?: string][] = [
  [
    'Nusrat Jahan',
    'The new statement screens are ready for your review.',
    { minutes: 25 },
    false,
    '/dashboards/project',
  ],
  [
    'Tanvir Ahmed',
    'Deployment to staging finished; please run the smoke tests.',
    { minutes: 50 },
    false,
    '/dashboards/project',
  ],
  ['Farhana Rahman', 'Could you send the utility bill receipts for March?', { hours: 3 }, false],
  ['Arif Hossain', 'The container cleared customs this morning.', { hours: 7 }, true],
  [
    'Priya Das',
    'Found two issues in the beneficiary form, details in the tracker.',
    { days: 1 },
    true,
    '/dashboards/project',
  ],
  ['Anika Chowdhury', 'Can I quote you on mobile banking growth for Sunday’s paper?', { days: 2 }, true],
  ["Michael D'Costa", 'Drawings for the branch refit are attached to the shared folder.', { days: 4 }, true],
  ['Fatema Begum', 'Received the money, thank you! Come for lunch on Friday.', { days: 6 }, true],
];

export function seedMessages(now: number): Message[] {
  return messageRows.map(([from, description, ago, read, link], i) => ({
    id: seedId('message', i),
    image: avatarImage(from),
    title: from,
    description,
    time: isoBefore(now, ago),
    read,
    seen: read,
    link: link ?? 'https://example.com/messages',
    useRouter: link !== undefined,
  }));
}

interface NotificationRow {
  icon?: string;
  image?: string;
  title: string;
  description: string;
  ago: Offset;
  read: boolean;
  link?: string;
}

const notificationRows: NotificationRow[] = [
  {
    icon: 'heroicons_solid:banknotes',
    title: 'Salary credited',
    description: '<strong>৳ 85,000.00</strong> was credited to your savings account ending 4417.',
    ago: { minutes: 12 },
    read: false,
    link: '/dashboards/project',
  },
  {
    icon: 'heroicons_solid:arrows-right-left',
    title: 'Fund transfer successful',
    description: 'You sent <strong>৳ 5,000.00</strong> to Fatema Begum (Sonali Bank).',
    ago: { hours: 2 },
    read: false,
    link: '/dashboards/project',
  },
  {
    image: avatarImage('Tahmina Akter'),
    title: 'Tahmina Akter',
    description: 'Added you to <em>Padma Textiles payroll</em> as an approver.',
    ago: { hours: 5 },
    read: false,
    link: '/dashboards/project',
  },
  {
    icon: 'heroicons_solid:device-phone-mobile',
    title: 'Mobile recharge',
    description: '৳ 200 recharged to 01711-064213 (Grameenphone).',
    ago: { days: 1 },
    read: true,
  },
  {
    icon: 'heroicons_solid:shield-check',
    title: 'New device signed in',
    description: 'Chrome on Windows signed in from Dhaka. Not you? Lock your account from Settings.',
    ago: { days: 1, hours: 4 },
    read: true,
    link: '/dashboards/project',
  },
  {
    icon: 'heroicons_solid:gift',
    title: 'Eid offer',
    description:
      'Up to <strong>20% cash back</strong> on card payments at partner stores until the end of the month.',
    ago: { days: 3 },
    read: true,
  },
  {
    icon: 'heroicons_solid:credit-card',
    title: 'Card bill due',
    description: 'Your credit card bill of <strong>৳ 12,450.00</strong> is due in 5 days.',
    ago: { days: 4 },
    read: true,
    link: '/dashboards/project',
  },
  {
    icon: 'heroicons_solid:bolt',
    title: 'Electricity bill paid',
    description: 'DESCO bill for account 2210 4471 paid: ৳ 1,870.00.',
    ago: { days: 8 },
    read: true,
  },
  {
    image: avatarImage('Sabbir Rahman'),
    title: 'Sabbir Rahman',
    description: 'Requested <strong>৳ 3,500.00</strong> for the Sreemangal cottage booking.',
    ago: { days: 12 },
    read: true,
    link: '/dashboards/project',
  },
];

export function seedNotifications(now: number): Notification[] {
  return notificationRows.map(({ ago, link, ...row }, i) => {
    const date = isoBefore(now, ago);
    return {
      id: seedId('notification', i),
      ...row,
      date,
      time: clockTime(date),
      link: link ?? 'https://example.com/offers',
      useRouter: link !== undefined,
      seen: row.read,
    };
  });
}

const shortcutRows: [label: string, description: string, icon: string, link: string, useRouter: boolean][] = [
  ['Changelog', 'List of changes', 'heroicons_outline:clipboard-document-list', '/docs/changelog', true],
  [
    'Documentation',
    'Getting started',
    'heroicons_outline:book-open',
    '/docs/guides/getting-started/introduction',
    true,
  ],
  ['Help center', 'FAQs and guides', 'heroicons_outline:information-circle', '/apps/help-center', true],
  ['Dashboard', 'User analytics', 'heroicons_outline:chart-pie', '/dashboards/analytics', true],
  ['Mailbox', '5 new e-mails', 'heroicons_outline:envelope', 'apps/mailbox', true],
  ['Tasks', '12 unfinished tasks', 'heroicons_outline:check-circle', '/apps/tasks', true],
  ['Contacts', 'List all contacts', 'heroicons_outline:user-group', '/apps/contacts', true],
  ['Reload', 'Reload the app', 'heroicons_outline:arrow-path', '/dashboards/project', false],
];

/** The eight shortcuts of SPEC 3.1. */
export function seedShortcuts(): Shortcut[] {
  return shortcutRows.map(([label, description, icon, link, useRouter], i) => ({
    id: seedId('shortcut', i),
    label,
    description,
    icon,
    link,
    useRouter,
  }));
}

/** Pages the global search finds by title or subtitle: the banking menu and the demo areas. */
const pageRows: [title: string, subtitle: string, link: string][] = [
  ['Dashboard', 'Accounts at a glance', '/dashboard'],
  ['Own Account', 'Fund transfer between your accounts', '/fund-transfer/bank-account-own'],
  ['Within Bank Account', 'Fund transfer to another Taka account', '/fund-transfer/bank-account-other'],
  ['Other Bank Account', 'Fund transfer through BEFTN and NPSB', '/fund-transfer/other-bank-account'],
  ['MFS', 'Send money to bKash, Nagad and Rocket wallets', '/mfs-transfer'],
  ['Payments', 'Bills and fees', '/bills-and-fees'],
  ['Top Up', 'Mobile recharge', '/mobile-recharge'],
  ['Account Statement', 'Transactions by date range', '/statement'],
  ['Tag Account', 'Account services', '/dashboard/tag-account'],
  ['Tag Card', 'Card services', '/card-services/tag-credit-prepaid-card'],
  ['Card Block', 'Card services', '/card-services/card-block'],
  ['Transaction History', 'History', '/transaction-history'],
  ['Schedule History', 'History', '/schedule-history'],
  ['Change Login Password', 'Settings', '/settings/change-login-password'],
  ['Transaction Limits', 'Settings', '/transaction-limits'],
  ['Activity Log', 'Settings', '/activity-log'],
  ['Reach Us', 'Contact the bank', '/reach-us'],
  ['Academy', 'Courses and lessons', '/apps/academy'],
  ['Chat', 'Conversations', '/apps/chat'],
  ['Contacts', 'People you know', '/apps/contacts'],
  ['Inventory', 'E-commerce products', '/apps/ecommerce/inventory'],
  ['File Manager', 'Folders and files', '/apps/file-manager'],
  ['Help Center', 'FAQs and guides', '/apps/help-center'],
  ['Mailbox', 'Mail folders, filters and labels', '/apps/mailbox'],
  ['Notes', 'Notes and checklists', '/apps/notes'],
  ['Scrumboard', 'Boards, lists and cards', '/apps/scrumboard'],
  ['Tasks', 'Task list', '/apps/tasks'],
  ['Analytics', 'Analytics dashboard', '/dashboards/analytics'],
  ['Crypto', 'Crypto dashboard', '/dashboards/crypto'],
  ['Finance', 'Finance dashboard', '/dashboards/finance'],
  ['Project', 'Project dashboard', '/dashboards/project'],
  ['Icons', 'Icon catalogue', '/ui/icons'],
  ['Changelog', 'Documentation', '/docs/changelog'],
];

export const searchPages: SearchPage[] = pageRows.map(([title, subtitle, link], i) => ({
  id: seedId('page', i),
  title,
  subtitle,
  link,
}));

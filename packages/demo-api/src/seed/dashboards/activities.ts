import type { Activity } from '../../schemas/dashboards.ts';
import { seedId } from '../../lib/ids.ts';
import { isoBefore, type Offset } from '../../lib/dates.ts';
import { avatarImage } from '../../lib/images.ts';

type Row = Omit<Activity, 'id' | 'date' | 'image'> & { ago: Offset; person?: string };

const rows: Row[] = [
  {
    icon: 'heroicons_outline:arrows-right-left',
    description: 'You sent <strong>৳ 5,000.00</strong> to Fatema Begum',
    ago: { minutes: 30 },
    link: '/transaction-history',
    useRouter: true,
  },
  {
    person: 'Nusrat Jahan',
    description: '<strong>Nusrat Jahan</strong> shared the new statement designs with you',
    ago: { hours: 2 },
    linkedContent: 'Statement redesign',
    link: '/apps/file-manager',
    useRouter: true,
  },
  {
    icon: 'heroicons_outline:device-phone-mobile',
    description: 'Mobile recharge of ৳ 200 to 01711-064213',
    ago: { hours: 6 },
  },
  {
    person: 'Tanvir Ahmed',
    description: '<strong>Tanvir Ahmed</strong> commented on <em>Crash when a notification has no image</em>',
    ago: { hours: 9 },
    extraContent: '<p>Fixed on the release branch, please verify on Android 10.</p>',
    link: '/apps/scrumboard',
    useRouter: true,
  },
  {
    icon: 'heroicons_outline:shield-check',
    description: 'Your login password was changed',
    ago: { days: 1 },
  },
  {
    icon: 'heroicons_outline:bolt',
    description: 'DESCO electricity bill paid: ৳ 1,870.00',
    ago: { days: 2 },
  },
  {
    person: 'Farhana Rahman',
    description: '<strong>Farhana Rahman</strong> sent you the VAT return for May',
    ago: { days: 3 },
    linkedContent: 'VAT return May.pdf',
    link: '/apps/mailbox',
    useRouter: true,
  },
  {
    icon: 'heroicons_outline:credit-card',
    description: 'Credit card bill of ৳ 12,450.00 paid in full',
    ago: { days: 5 },
  },
  {
    icon: 'heroicons_outline:building-library',
    description: 'Fixed deposit of ৳ 2,00,000 opened for 1 year at 9.25%',
    ago: { days: 8 },
  },
  {
    person: 'Sabbir Rahman',
    description: '<strong>Sabbir Rahman</strong> requested ৳ 3,500.00 for the cottage booking',
    ago: { days: 12 },
  },
  {
    icon: 'heroicons_outline:user-plus',
    description: 'Beneficiary <strong>Kamrul Islam</strong> added',
    ago: { days: 15 },
  },
  {
    icon: 'heroicons_outline:globe-alt',
    description: 'New article on the Taka blog: saving for Eid',
    ago: { days: 20 },
    link: 'https://example.com/blog/saving-for-eid',
    useRouter: false,
  },
];

export function buildActivities(now: number): Activity[] {
  return rows.map(({ ago, person, ...row }, i) => ({
    id: seedId('activity', i),
    ...row,
    ...(person ? { image: avatarImage(person) } : {}),
    date: isoBefore(now, ago),
  }));
}

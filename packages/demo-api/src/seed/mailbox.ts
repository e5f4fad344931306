import type { Mail, MailFolder, MailLabel } from '../schemas/mailbox.ts';
import { seedId } from '../lib/ids.ts';
import { isoBefore, type Offset } from '../lib/dates.ts';
import { avatarImage } from '../lib/images.ts';
import { demoUser, people } from './people.ts';

const icon = (name: string) => `heroicons_outline:${name}`;

export const mailFolders: MailFolder[] = [
  ['Inbox', 'inbox'],
  ['Sent', 'paper-airplane'],
  ['Drafts', 'document'],
  ['Spam', 'exclamation-triangle'],
  ['Trash', 'trash'],
].map(([title, iconName], i) => ({
  id: seedId('mail-folder', i),
  title: title!,
  slug: title!.toLowerCase(),
  icon: icon(iconName!),
}));

export const mailFilters = [
  ['Starred', 'star'],
  ['Important', 'exclamation-circle'],
].map(([title, iconName], i) => ({
  id: seedId('mail-filter', i),
  title: title!,
  slug: title!.toLowerCase(),
  icon: icon(iconName!),
}));

const labelRows = [
  ['Personal', 'blue'],
  ['Work', 'indigo'],
  ['Payments', 'red'],
  ['Invoices', 'teal'],
  ['Accounts', 'purple'],
  ['Forums', 'green'],
] as const;
type LabelTitle = (typeof labelRows)[number][0];

export const mailLabels: MailLabel[] = labelRows.map(([title, color], i) => ({
  id: seedId('mail-label', i),
  title,
  slug: title.toLowerCase(),
  color,
}));

type FolderSlug = 'inbox' | 'sent' | 'drafts' | 'spam' | 'trash';
type Flag = 'starred' | 'important' | 'unread';

interface MailRow {
  /** The other party: the sender, or the recipient of sent mails and drafts. */
  with: string;
  subject: string;
  body: string;
  folder: FolderSlug;
  ago: Offset;
  flags?: Flag[];
  labels?: LabelTitle[];
  /** Attachment file names; the type follows the extension. */
  files?: string[];
  cc?: string[];
  bcc?: string[];
}

const rows: MailRow[] = [
  {
    with: 'Tanvir Ahmed',
    subject: 'Staging deployment finished',
    body: 'The release candidate is on staging. Please run the smoke tests on the fund transfer screens before 3 pm so we can decide about tonight’s release.',
    folder: 'inbox',
    ago: { minutes: 14 },
    flags: ['unread', 'important'],
    labels: ['Work'],
  },
  {
    with: 'Farhana Rahman',
    subject: 'VAT return documents for May',
    body: 'I still need the purchase invoices for May to finish the VAT return. The deadline is the 15th.',
    folder: 'inbox',
    ago: { hours: 1 },
    flags: ['unread'],
    labels: ['Accounts', 'Invoices'],
    files: ['May-invoices.pdf'],
  },
  {
    with: 'Nusrat Jahan',
    subject: 'New statement layout, round two',
    body: 'I attached the revised screens. The running balance is now in its own column and the filters stay at the top while scrolling.',
    folder: 'inbox',
    ago: { hours: 3 },
    flags: ['unread', 'starred'],
    labels: ['Work'],
    files: ['statement-v2.png', 'statement-v2-mobile.png'],
    cc: ['Priya Das <priya.das@example.com>'],
  },
  {
    with: 'Arif Hossain',
    subject: 'Container TGHU 449120 cleared',
    body: 'The container cleared customs this morning and will reach the warehouse in Tongi by tomorrow noon. The duty receipt is attached.',
    folder: 'inbox',
    ago: { hours: 6 },
    flags: ['unread'],
    labels: ['Payments'],
    files: ['duty-receipt.pdf'],
  },
  {
    with: 'Fatema Begum',
    subject: 'Lunch on Friday',
    body: 'Your uncle is coming from Chandpur with hilsa. Come early and bring the children.',
    folder: 'inbox',
    ago: { hours: 20 },
    flags: ['starred'],
    labels: ['Personal'],
  },
  {
    with: 'Priya Das',
    subject: 'Two bugs in the beneficiary form',
    body: 'The account number field accepts letters, and the routing number lookup fails for branches outside Dhaka. Details and screenshots are in the tracker.',
    folder: 'inbox',
    ago: { days: 1 },
    flags: ['important'],
    labels: ['Work'],
    files: ['routing-lookup.png'],
  },
  {
    with: 'Anika Chowdhury',
    subject: 'Interview request: mobile banking growth',
    body: 'I am writing a piece on how people outside Dhaka use mobile banking. Could we talk for twenty minutes this week?',
    folder: 'inbox',
    ago: { days: 1, hours: 5 },
    flags: ['unread'],
  },
  {
    with: 'Tahmina Akter',
    subject: 'Payroll approval for June',
    body: 'The June payroll for Padma Textiles is ready for your approval: 412 employees, total ৳ 61,24,500. Please approve by the 28th.',
    folder: 'inbox',
    ago: { days: 2 },
    flags: ['important', 'unread'],
    labels: ['Payments', 'Work'],
    files: ['payroll-june.xlsx'],
    bcc: ['Farhana Rahman <farhana.rahman@example.com>'],
  },
  {
    with: 'Sabbir Rahman',
    subject: 'First flush is here',
    body: 'The first flush from the estate is packed. I am sending a box with the Sylhet bus on Thursday.',
    folder: 'inbox',
    ago: { days: 2, hours: 8 },
    labels: ['Personal'],
    files: ['tea-garden.jpg'],
  },
  {
    with: 'Ravi Menon',
    subject: 'Treasury workshop agenda',
    body: 'Attached is the agenda for the workshop on the 14th. We start with liquidity forecasting and finish with a case study on FX hedging.',
    folder: 'inbox',
    ago: { days: 3 },
    labels: ['Work'],
    files: ['workshop-agenda.pdf'],
    cc: ['Emily Carter <emily.carter@example.co.uk>', 'Farhana Rahman <farhana.rahman@example.com>'],
  },
  {
    with: 'Imtiaz Uddin',
    subject: 'Invoice 2024-118',
    body: 'Please find the invoice for the medicines delivered on the 3rd. Payment is due within 30 days.',
    folder: 'inbox',
    ago: { days: 4 },
    labels: ['Invoices'],
    files: ['invoice-2024-118.pdf'],
  },
  {
    with: 'Mehedi Hasan',
    subject: 'Training moved to Saturday',
    body: 'Rain is forecast for Friday, so practice moves to Saturday at 6 am. Bring your gloves.',
    folder: 'inbox',
    ago: { days: 5 },
    labels: ['Forums'],
  },
  {
    with: 'Emily Carter',
    subject: 'Letter of credit documents',
    body: 'The bank in London has confirmed the letter of credit. Copies of the confirmation and the bill of lading are attached.',
    folder: 'inbox',
    ago: { days: 6 },
    flags: ['starred'],
    labels: ['Work', 'Payments'],
    files: ['lc-confirmation.pdf', 'bill-of-lading.pdf'],
  },
  {
    with: 'Sadia Islam',
    subject: 'School reunion committee',
    body: 'We are planning the reunion for December. Would you help with the budget? The first meeting is online on Sunday evening.',
    folder: 'inbox',
    ago: { days: 7 },
    labels: ['Personal', 'Forums'],
  },
  {
    with: 'Hiroshi Tanaka',
    subject: 'Visit to Gazipur suppliers',
    body: 'I will visit three garment suppliers in Gazipur next month. Could your team recommend a hotel near the factories?',
    folder: 'inbox',
    ago: { days: 8 },
  },
  {
    with: 'Kamrul Islam',
    subject: 'Shop lease renewal',
    body: 'The landlord sent the renewal. The rent goes up by eight percent. Can you look at it before I sign?',
    folder: 'inbox',
    ago: { days: 9 },
    flags: ['important'],
    labels: ['Personal'],
    files: ['lease-renewal.pdf'],
  },
  {
    with: 'Amina Yusuf',
    subject: 'Comparing mobile money rails',
    body: 'Our study compares instant payments in Nigeria, Kenya and Bangladesh. I would value your comments on the section about NPSB.',
    folder: 'inbox',
    ago: { days: 11 },
    labels: ['Forums'],
    files: ['study-draft.pdf'],
  },
  {
    with: "Michael D'Costa",
    subject: 'Branch refit drawings',
    body: 'The drawings for the Tejgaon branch refit are ready. The cash counter moves to the left to make room for a second ATM.',
    folder: 'inbox',
    ago: { days: 13 },
    labels: ['Work'],
    files: ['refit-plan.pdf', 'refit-3d.jpg'],
  },
  {
    with: 'Shirin Sultana',
    subject: 'Vaccination reminder',
    body: 'The children are due for their booster shots next week. The clinic is open from 9 to 1 on weekdays.',
    folder: 'inbox',
    ago: { days: 15 },
    flags: ['starred'],
    labels: ['Personal'],
  },
  {
    with: 'Ayesha Siddiqua',
    subject: 'Power of attorney draft',
    body: 'The draft power of attorney for the land registration is attached. Please check the names and the plot numbers.',
    folder: 'inbox',
    ago: { days: 18 },
    labels: ['Accounts'],
    files: ['poa-draft.pdf'],
  },
  {
    with: 'Rina Marma',
    subject: 'Bandarban trip details',
    body: 'The trek to Nilgiri starts at 7 am. Bring light clothes, a raincoat and your national ID for the army checkpoint.',
    folder: 'inbox',
    ago: { days: 21 },
    labels: ['Personal'],
    files: ['nilgiri.jpg'],
  },
  {
    with: 'Joydeep Saha',
    subject: 'Our song is mixed',
    body: 'The mix is done. Have a listen and tell me if the vocals need to come up.',
    folder: 'inbox',
    ago: { days: 25 },
    labels: ['Personal'],
  },
  {
    with: 'Farhana Rahman',
    subject: 'Receipts for March',
    body: 'Here are the utility receipts for March, as you asked.',
    folder: 'sent',
    ago: { hours: 2 },
    labels: ['Accounts'],
    files: ['receipts-march.pdf'],
  },
  {
    with: 'Tanvir Ahmed',
    subject: 'Re: Staging deployment finished',
    body: 'Smoke tests passed on Chrome and Firefox. Good to go for tonight.',
    folder: 'sent',
    ago: { minutes: 5 },
    labels: ['Work'],
  },
  {
    with: 'Tahmina Akter',
    subject: 'Re: Payroll approval for June',
    body: 'Approved. Please send the bank advice once the transfer is done.',
    folder: 'sent',
    ago: { days: 1, hours: 20 },
    labels: ['Payments'],
  },
  {
    with: 'Anika Chowdhury',
    subject: 'Re: Interview request',
    body: 'Happy to talk. Wednesday at 4 pm suits me.',
    folder: 'drafts',
    ago: { hours: 4 },
  },
  {
    with: 'Kamrul Islam',
    subject: 'Re: Shop lease renewal',
    body: 'I read the renewal. Ask the landlord to cap the increase at five percent and',
    folder: 'drafts',
    ago: { days: 8 },
    labels: ['Personal'],
  },
  {
    with: 'Hiroshi Tanaka',
    subject: 'Hotels near Gazipur',
    body: 'Dear Tanaka-san, there are two good hotels in',
    folder: 'drafts',
    ago: { days: 7 },
  },
  {
    with: 'Lucky Draw Desk',
    subject: 'Congratulations! You won an iPhone',
    body: 'Send your card number and PIN to claim your prize today.',
    folder: 'spam',
    ago: { hours: 9 },
    flags: ['unread'],
  },
  {
    with: 'Account Security',
    subject: 'Your account will be closed',
    body: 'Verify your password within 24 hours at the link below or lose access.',
    folder: 'spam',
    ago: { days: 2 },
    flags: ['unread'],
  },
  {
    with: 'Crypto Profits',
    subject: 'Double your taka in 7 days',
    body: 'Guaranteed returns with zero risk. Join now.',
    folder: 'spam',
    ago: { days: 6 },
  },
  {
    with: 'Kamrul Islam',
    subject: 'Eid stock arrived',
    body: 'New cotton and silk has arrived for Eid. Come before the rush.',
    folder: 'trash',
    ago: { days: 10 },
  },
  {
    with: 'Mehedi Hasan',
    subject: 'Old fixture list',
    body: 'This is last season’s fixture list, ignore it.',
    folder: 'trash',
    ago: { days: 30 },
    flags: ['unread'],
  },
];

const mimeTypes: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const me = `${demoUser.name} <${demoUser.email}>`;

/** The `from` of the demo user's own mails. */
export const mailSender = { avatar: avatarImage(demoUser.name), contact: me };

function address(name: string): string {
  const person = people.find((item) => item.name === name);
  const email = person?.emails[0] ?? `no-reply@${name.toLowerCase().replace(/\s+/g, '-')}.example.net`;
  return `${name} <${email}>`;
}

export function seedMails(): Mail[] {
  const now = Date.now();
  const folderId = (slug: FolderSlug) => mailFolders.find((folder) => folder.slug === slug)!.id;
  const labelId = (title: LabelTitle) => mailLabels.find((label) => label.title === title)!.id;
  return rows.map((row, i) => {
    const outgoing = row.folder === 'sent' || row.folder === 'drafts';
    const firstName = (outgoing ? row.with : demoUser.name).split(' ')[0];
    const signature = outgoing ? demoUser.name : row.with;
    return {
      id: seedId('mail', i),
      type: 'mail',
      from: {
        avatar: avatarImage(outgoing ? demoUser.name : row.with),
        contact: outgoing ? me : address(row.with),
      },
      to: outgoing ? address(row.with) : me,
      ...(row.cc ? { cc: row.cc } : {}),
      ...(row.bcc ? { bcc: row.bcc } : {}),
      date: isoBefore(now, row.ago),
      subject: row.subject,
      content: `Dear ${firstName},\n\n${row.body}\n\nBest regards,\n${signature}`,
      attachments: (row.files ?? []).map((name, n) => {
        const extension = name.split('.').pop()!;
        return {
          type: mimeTypes[extension]!,
          name,
          size: 48_000 + ((i * 7919 + n * 104_729) % 2_400_000),
          preview: extension === 'pdf' ? 'pdf' : name.replace(/\.\w+$/, '_preview.jpg'),
          downloadUrl: '',
        };
      }),
      starred: row.flags?.includes('starred') ?? false,
      important: row.flags?.includes('important') ?? false,
      unread: row.flags?.includes('unread') ?? false,
      folder: folderId(row.folder),
      labels: (row.labels ?? []).map(labelId),
    };
  });
}

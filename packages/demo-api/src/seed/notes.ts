import type { NoteLabel, StoredNote } from '../schemas/notes.ts';
import { seedId } from '../lib/ids.ts';
import { isoBefore, type Offset } from '../lib/dates.ts';
import { coverImage } from '../lib/images.ts';

const labelTitles = ['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends'] as const;
type LabelTitle = (typeof labelTitles)[number];

export const noteLabels: NoteLabel[] = labelTitles.map((title, i) => ({
  id: seedId('note-label', i),
  title,
}));

interface NoteRow {
  title: string;
  content?: string;
  /** Checklist items; a leading "x " marks a completed one. */
  tasks?: string[];
  labels: LabelTitle[];
  ago: Offset;
  edited?: Offset;
  /** Days ahead. */
  reminder?: number;
  image?: boolean;
  archived?: boolean;
}

const rows: NoteRow[] = [
  {
    title: 'Bazar list',
    tasks: ['x Rice, 5 kg miniket', 'x Masoor dal', 'Hilsa, two medium', 'Green chillies', 'Mustard oil'],
    labels: ['Family', 'Tasks'],
    ago: { hours: 2 },
  },
  {
    title: 'Before the release',
    tasks: [
      'x Freeze the branch',
      'Run the smoke tests',
      'Update the release notes',
      'Tell the call centre about the new screens',
    ],
    labels: ['Work', 'Priority'],
    ago: { hours: 5 },
    reminder: 1,
  },
  {
    title: 'Fixed deposit rates',
    content:
      'One year: 9.25%. Three years: 9.75%. Ask whether the rate is locked if I renew before the maturity date.',
    labels: ['Personal'],
    ago: { days: 1 },
  },
  {
    title: 'Eid salami',
    content: 'Nephews and nieces: new notes from the bank on Thursday. Keep ৳ 5,000 aside in small notes.',
    labels: ['Family'],
    ago: { days: 2 },
    reminder: 10,
  },
  {
    title: 'Sreemangal trip',
    tasks: [
      'x Book the cottage',
      'Train tickets on the Parabat Express',
      'Ask Sabbir about the tea estate visit',
      'Pack rain jackets',
    ],
    labels: ['Friends', 'Tasks'],
    ago: { days: 3 },
    image: true,
  },
  {
    title: 'Ideas for the statement screen',
    content:
      'Show the running balance. Let people filter by amount. A search box for the narration. Export to PDF with the bank letterhead.',
    labels: ['Work'],
    ago: { days: 4 },
    edited: { days: 1 },
  },
  {
    title: 'Books to read',
    tasks: ['x Padma Nadir Majhi', 'Lalsalu', 'Aguner Poroshmoni', 'Shesher Kobita'],
    labels: ['Personal'],
    ago: { days: 6 },
  },
  {
    title: 'Call the landlord',
    content: 'About the water leak in the kitchen and the lease renewal. Best after 8 pm.',
    labels: ['Priority'],
    ago: { days: 8 },
    reminder: 2,
  },
  {
    title: 'Reunion budget',
    tasks: ['Venue: school auditorium', 'Catering quote from Star Kabab', 'x Collect ৳ 1,500 per person'],
    labels: ['Friends', 'Work'],
    ago: { days: 10 },
  },
  {
    title: 'Wi-Fi at home',
    content: 'Network: Shapla-5G. The router is behind the TV; restart it if the light turns orange.',
    labels: ['Family'],
    ago: { days: 15 },
  },
  {
    title: 'Tax return checklist',
    tasks: [
      'x Salary certificate',
      'x Bank interest certificate',
      'Sanchayapatra statement',
      'Proof of DPS payments',
    ],
    labels: ['Personal', 'Priority'],
    ago: { days: 40 },
    archived: true,
  },
  {
    title: 'Old Wi-Fi password',
    content: 'Replaced in March.',
    labels: [],
    ago: { days: 90 },
    archived: true,
  },
];

export function seedNotes(): StoredNote[] {
  const now = Date.now();
  const labelId = (title: LabelTitle) => noteLabels[labelTitles.indexOf(title)]!.id;
  return rows.map((row, i) => ({
    id: seedId('note', i),
    title: row.title,
    content: row.content ?? '',
    tasks: (row.tasks ?? []).map((text, n) => ({
      id: seedId(`note-${i}-task`, n),
      content: text.replace(/^x /, ''),
      completed: text.startsWith('x '),
    })),
    image: row.image ? coverImage(row.title) : null,
    reminder: row.reminder === undefined ? null : isoBefore(now, { days: -row.reminder }),
    labels: row.labels.map(labelId),
    archived: row.archived ?? false,
    createdAt: isoBefore(now, row.ago),
    updatedAt: row.edited ? isoBefore(now, row.edited) : null,
  }));
}

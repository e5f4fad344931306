import {
  POSITION_STEP,
  type BoardLabel,
  type BoardList,
  type CardActivity,
  type CardAttachment,
  type Checklist,
  type Member,
  type StoredBoard,
  type StoredCard,
} from '../schemas/scrumboard.ts';
import { seedId } from '../lib/ids.ts';
import { isoBefore } from '../lib/dates.ts';
import { avatarImage, coverImage } from '../lib/images.ts';

const memberNames = [
  'Nusrat Jahan',
  'Tanvir Ahmed',
  'Rakib Hasan',
  'Priya Das',
  'Farhana Rahman',
  "Michael D'Costa",
  'Anika Chowdhury',
  'Arif Hossain',
];

export const members: Member[] = memberNames.map((name, i) => ({
  id: seedId('member', i),
  name,
  avatar: avatarImage(name),
}));

/** [title, description, icon, member indexes, label titles] */
const boardRows: [string, string, string, number[], string[]][] = [
  [
    'Taka mobile app',
    'Roadmap and work of the mobile banking app',
    'heroicons_outline:device-phone-mobile',
    [0, 1, 2, 3, 6],
    ['Research', 'Design', 'App', 'Feature', 'Bug'],
  ],
  [
    'Statement redesign',
    'Research and design of the new account statement',
    'heroicons_outline:document-text',
    [0, 3, 4],
    ['Research', 'Design'],
  ],
  [
    'Branch refit',
    'Tejgaon branch refit: drawings, suppliers and schedule',
    'heroicons_outline:building-office',
    [5, 7, 4],
    ['Supplier', 'Permit'],
  ],
];

/** The four lists of the first board, each with its cards: [title, description, label titles, due in days]. */
const listRows: [string, [string, string | null, string[], number | null][]][] = [
  [
    'Research',
    [
      [
        'How do customers outside Dhaka use the app?',
        'Five interviews in Rajshahi and Sylhet.',
        ['Research'],
        6,
      ],
      ['Compare wallet transfer fees', null, ['Research'], null],
      ['Survey on fingerprint sign-in', 'Draft questions in the shared document.', ['Research', 'App'], 12],
    ],
  ],
  [
    'Design',
    [
      ['Beneficiary list with search', 'Search by name, account number or bank.', ['Design', 'Feature'], 3],
      ['Dark mode for card services', null, ['Design'], null],
      ['Receipt screen after a payment', 'Match the PDF receipt layout.', ['Design', 'App'], -2],
    ],
  ],
  [
    'Development',
    [
      ['Crash when a notification has no image', 'Reproduced on Android 10.', ['Bug', 'App'], 0],
      ['Offline beneficiary cache', null, ['Feature', 'App'], 8],
      ['Rate-limit one-time code requests', 'Five per device per hour.', ['Feature'], null],
      ['Routing number lookup outside Dhaka', 'Lookup fails for some Rajshahi branches.', ['Bug'], 1],
    ],
  ],
  [
    'Upcoming features',
    [
      ['Split a bill with friends', null, ['Feature'], null],
      ['Savings goals', 'Put money aside for a goal, with progress.', ['Feature', 'Research'], null],
    ],
  ],
];

/** The one seeded checklist, on the first Design card (which has the seed's attachment and comments too). */
const searchChecklist: Checklist = {
  id: seedId('checklist', 0),
  title: 'Search fields',
  items: ['Name', 'Account number', 'Bank'].map((text, i) => ({
    id: seedId('checklist-0-item', i),
    text,
    checked: i === 0,
  })),
};

/** The first Design card's attachment: a picture as a data URL, like every seed picture. */
function wireframe(now: number): CardAttachment {
  const src = coverImage('beneficiary-search-wireframe');
  return {
    id: seedId('attachment', 0),
    name: 'beneficiary-search-wireframe.svg',
    type: 'image/svg+xml',
    size: decodeURIComponent(src.slice(src.indexOf(',') + 1)).length,
    src,
    addedAt: isoBefore(now, { hours: 26 }),
  };
}

/** The first Design card's history: the attachment, then two members' comments. */
const designActivities = (now: number): CardActivity[] => [
  {
    id: seedId('activity', 0),
    kind: 'attachment',
    memberId: members[3]!.id,
    name: 'beneficiary-search-wireframe.svg',
    time: isoBefore(now, { hours: 26 }),
  },
  {
    id: seedId('activity', 1),
    kind: 'comment',
    memberId: members[0]!.id,
    message: 'Can the search also match the branch name? Customers mix up banks with the same name.',
    time: isoBefore(now, { hours: 20 }),
  },
  {
    id: seedId('activity', 2),
    kind: 'comment',
    memberId: members[3]!.id,
    message: 'Yes: I added the branch under the bank in the wireframe.',
    time: isoBefore(now, { hours: 5 }),
  },
];

export function seedScrumboard() {
  const now = Date.now();
  const boards: StoredBoard[] = boardRows.map(([title, description, icon, memberIndexes], i) => ({
    id: seedId('board', i),
    title,
    description,
    icon,
    lastActivity: isoBefore(now, { hours: 3 + i * 30 }),
    members: memberIndexes.map((index) => members[index]!.id),
  }));
  const labels: BoardLabel[] = boardRows.flatMap(([, , , , titles], b) =>
    titles.map((title, i) => ({ id: seedId(`board-${b}-label`, i), boardId: boards[b]!.id, title })),
  );
  const boardId = boards[0]!.id;
  const labelId = (title: string) =>
    labels.find((label) => label.boardId === boardId && label.title === title)!.id;
  const lists: BoardList[] = listRows.map(([title], i) => ({
    id: seedId('board-list', i),
    boardId,
    position: (i + 1) * POSITION_STEP,
    title,
  }));
  const cards: StoredCard[] = listRows.flatMap(([, rows], l) =>
    rows.map(([title, description, cardLabels, due], i) => ({
      id: seedId(`board-list-${l}-card`, i),
      boardId,
      listId: lists[l]!.id,
      position: (i + 1) * POSITION_STEP,
      title,
      description,
      labels: cardLabels.map(labelId),
      dueDate: due === null ? null : isoBefore(now, { days: -due }),
      checklists: l === 1 && i === 0 ? [structuredClone(searchChecklist)] : [],
      attachments: l === 1 && i === 0 ? [wireframe(now)] : [],
      activities: l === 1 && i === 0 ? designActivities(now) : [],
    })),
  );
  return { members: structuredClone(members), boards, lists, cards, labels };
}

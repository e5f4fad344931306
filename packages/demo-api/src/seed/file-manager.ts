import type { FileItem } from '../schemas/file-manager.ts';
import { seedId } from '../lib/ids.ts';
import { isoBefore } from '../lib/dates.ts';

type FileType = Exclude<FileItem['type'], 'folder'>;
/** [name, type, size] */
type FileRow = [string, FileType, string];
interface FolderRow {
  folder: string;
  description: string;
  items: (FolderRow | FileRow)[];
}

/** The tree of the file manager; the root holds these folders and files. */
const tree: (FolderRow | FileRow)[] = [
  {
    folder: 'Personal',
    description: 'Identity documents, taxes and travel',
    items: [
      {
        folder: 'Tax Returns',
        description: 'Income tax returns and proofs of investment',
        items: [
          ['Tax return 2023', 'PDF', '845 KB'],
          ['Tax return 2024', 'PDF', '912 KB'],
          ['Sanchayapatra certificate', 'JPG', '2.4 MB'],
        ],
      },
      {
        folder: 'Travel',
        description: 'Tickets, visas and plans',
        items: [
          ['Visa application', 'DOC', '120 KB'],
          ['Sylhet itinerary', 'TXT', '4 KB'],
          ["Cox's Bazar sunset", 'JPG', '3.8 MB'],
        ],
      },
      ['Passport scan', 'JPG', '1.6 MB'],
      ['National ID card', 'JPG', '1.1 MB'],
    ],
  },
  {
    folder: 'Work',
    description: 'Projects and reports',
    items: [
      {
        folder: 'Projects',
        description: 'Everything about current projects',
        items: [
          {
            folder: 'Statement redesign',
            description: 'Research and design of the new statement',
            items: [
              ['Wireframes', 'PDF', '5.2 MB'],
              ['User interviews', 'DOC', '230 KB'],
              ['Feedback summary', 'XLS', '64 KB'],
            ],
          },
          {
            folder: 'Mobile release',
            description: 'Release checklists and crash reports',
            items: [
              ['Release checklist', 'TXT', '3 KB'],
              ['Crash report', 'XLS', '410 KB'],
            ],
          },
        ],
      },
      {
        folder: 'Reports',
        description: 'Quarterly reports and budgets',
        items: [
          ['Q1 report', 'PDF', '1.3 MB'],
          ['Q2 report', 'PDF', '1.5 MB'],
          ['Budget 2025', 'XLS', '88 KB'],
        ],
      },
      ['Organisation chart', 'PDF', '310 KB'],
    ],
  },
  {
    folder: 'Bank Statements',
    description: 'Monthly account and card statements',
    items: [
      ['Savings statement May', 'PDF', '204 KB'],
      ['Savings statement June', 'PDF', '198 KB'],
      ['Credit card June', 'PDF', '156 KB'],
      ['Home loan schedule', 'XLS', '52 KB'],
    ],
  },
  {
    folder: 'Photos',
    description: 'Family photos',
    items: [
      ['Eid 2024', 'JPG', '4.1 MB'],
      ['Wedding reception', 'JPG', '6.3 MB'],
      ['Sreemangal tea garden', 'JPG', '3.2 MB'],
    ],
  },
  ['Budget notes', 'TXT', '6 KB'],
  ['Rent agreement', 'DOC', '96 KB'],
  ['Electricity bill', 'PDF', '140 KB'],
  ['Salary slip June', 'PDF', '75 KB'],
  { folder: 'Scans', description: 'Scanned paper documents, not yet sorted', items: [] },
];

const owners = ['Rafiqul Islam', 'Nusrat Jahan', 'Tanvir Ahmed', 'Farhana Rahman'];

const countFiles = (items: (FolderRow | FileRow)[]): number =>
  items.reduce((count, item) => count + (Array.isArray(item) ? 1 : countFiles(item.items)), 0);

export function seedFileManager(): FileItem[] {
  const now = Date.now();
  const result: FileItem[] = [];
  const walk = (items: (FolderRow | FileRow)[], folderId: string | null) => {
    for (const item of items) {
      const n = result.length;
      const common = {
        id: seedId('file', n),
        folderId,
        createdBy: owners[n % owners.length]!,
        createdAt: isoBefore(now, { days: 400 - n * 7 }),
        modifiedAt: isoBefore(now, { days: 200 - n * 4 }),
      };
      if (Array.isArray(item)) {
        const [name, type, size] = item;
        result.push({ ...common, name, type, size });
      } else {
        const files = countFiles(item.items);
        result.push({
          ...common,
          name: item.folder,
          type: 'folder',
          size: '',
          contents: `${files} ${files === 1 ? 'file' : 'files'}`,
          description: item.description,
        });
        walk(item.items, common.id);
      }
    }
  };
  walk(tree, null);
  return result;
}

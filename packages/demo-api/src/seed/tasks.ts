import type { Task, TaskTag } from '../schemas/tasks.ts';
import { seedId } from '../lib/ids.ts';
import { isoBefore } from '../lib/dates.ts';
import { contactIdOf } from './contacts.ts';

const tagTitles = ['api', 'frontend', 'backend', 'bug', 'urgent', 'mobile', 'research'] as const;
type TagTitle = (typeof tagTitles)[number];

interface TaskRow {
  title: string;
  notes?: string;
  done?: boolean;
  /** Days from now; negative is overdue. */
  due?: number;
  priority?: 0 | 1 | 2;
  tags?: TagTitle[];
  assignee?: string;
  subTasks?: string[];
}

/** 30 items: three sections, each followed by its tasks, in display order. */
const rows: (TaskRow | { section: string })[] = [
  { section: 'Statement redesign' },
  {
    title: 'Collect feedback on the new statement layout',
    notes:
      'Ask five customers from the Dhanmondi branch to walk through a statement and note where they hesitate.',
    priority: 2,
    due: 3,
    tags: ['research', 'frontend'],
    assignee: 'Nusrat Jahan',
    subTasks: ['Write the interview script', 'Book the branch meeting room', 'Summarise the findings'],
  },
  {
    title: 'Show running balance on every statement row',
    priority: 1,
    due: 6,
    tags: ['frontend'],
    assignee: 'Priya Das',
  },
  {
    title: 'Export statements as PDF with the bank letterhead',
    priority: 1,
    tags: ['backend', 'api'],
    assignee: 'Tanvir Ahmed',
  },
  {
    title: 'Fix rounding of poisha in the statement totals',
    priority: 2,
    due: -1,
    tags: ['bug', 'urgent'],
    assignee: 'Tanvir Ahmed',
  },
  {
    title: 'Add Bangla month names to the date filter',
    done: true,
    priority: 0,
    tags: ['frontend'],
    assignee: 'Priya Das',
  },
  {
    title: 'Paginate statements longer than 500 transactions',
    priority: 1,
    tags: ['api'],
    assignee: 'Tanvir Ahmed',
  },
  {
    title: 'Review colour contrast of the debit and credit columns',
    done: true,
    priority: 1,
    tags: ['frontend'],
  },
  {
    title: 'Write release notes for the statement changes',
    priority: 0,
    due: 10,
    assignee: 'Anika Chowdhury',
  },
  {
    title: 'Load-test the statement endpoint with a year of data',
    priority: 1,
    tags: ['backend', 'research'],
  },
  { section: 'Mobile app release' },
  {
    title: 'Publish the beta to the internal testers',
    notes: 'Use the staging build with the new fingerprint sign-in. Testers are listed in the shared sheet.',
    priority: 2,
    due: 2,
    tags: ['mobile'],
    assignee: 'Rakib Hasan',
    subTasks: ['Bump the version code', 'Upload the build', 'Send the invitation e-mail'],
  },
  {
    title: 'Crash on opening a notification without an image',
    priority: 2,
    due: 0,
    tags: ['mobile', 'bug', 'urgent'],
    assignee: 'Rakib Hasan',
  },
  {
    title: 'Cache the beneficiary list for offline viewing',
    priority: 1,
    tags: ['mobile'],
    assignee: 'Rakib Hasan',
  },
  {
    title: 'Translate the new screens into Bangla',
    done: true,
    priority: 1,
    tags: ['mobile'],
    assignee: 'Sadia Islam',
  },
  { title: 'Measure start-up time on low-end Android phones', priority: 1, tags: ['mobile', 'research'] },
  { title: 'Support dark mode on the card services screens', priority: 0, tags: ['mobile', 'frontend'] },
  {
    title: 'Rate-limit one-time code requests per device',
    done: true,
    priority: 2,
    tags: ['api', 'backend'],
    assignee: 'Tanvir Ahmed',
  },
  { title: 'Update the privacy policy link in the store listing', priority: 0, due: 7 },
  { title: 'Prepare screenshots for the store listing', priority: 0, due: 9, assignee: 'Nusrat Jahan' },
  { title: 'Check accessibility labels with TalkBack', priority: 1, tags: ['mobile'], assignee: 'Priya Das' },
  { section: 'Personal' },
  { title: 'Pay the DESCO electricity bill', done: true, priority: 1, due: -3 },
  {
    title: 'Renew the fixed deposit before it matures',
    notes: 'Compare the 1-year and 3-year rates first.',
    priority: 2,
    due: 5,
  },
  { title: 'Send Eid money to Fatema Khala', priority: 1, due: 12, assignee: 'Fatema Begum' },
  {
    title: 'Book train tickets to Sylhet',
    priority: 1,
    due: 4,
    notes: 'Parabat Express, two AC seats, Thursday morning.',
  },
  { title: 'Return the tailor’s receipt for the panjabi', done: true, priority: 0 },
  { title: 'Top up the mobile recharge for Ammu', priority: 0, due: 1 },
  {
    title: 'Plan the weekend trip to Sreemangal',
    priority: 0,
    due: 15,
    assignee: 'Sabbir Rahman',
    subTasks: ['Ask Sabbir about the tea estate visit', 'Reserve the cottage'],
  },
  {
    title: 'Submit the income tax return',
    priority: 2,
    due: 20,
    notes: 'The investment certificates are in the blue folder.',
  },
];

export function seedTasks(): { tasks: Task[]; tags: TaskTag[] } {
  const now = Date.now();
  const tags = tagTitles.map((title, i) => ({ id: seedId('task-tag', i), title }));
  const tagId = (title: TagTitle) => tags[tagTitles.indexOf(title)]!.id;
  const tasks = rows.map((row, order): Task => {
    const common = { id: seedId('task', order), order, completed: false, dueDate: null, notes: null };
    if ('section' in row) {
      return {
        ...common,
        type: 'section',
        title: row.section,
        priority: 1,
        tags: [],
        assignedTo: null,
        subTasks: [],
      };
    }
    return {
      ...common,
      type: 'task',
      title: row.title,
      notes: row.notes ?? null,
      completed: row.done ?? false,
      dueDate: row.due === undefined ? null : isoBefore(now, { days: -row.due }),
      priority: row.priority ?? 1,
      tags: (row.tags ?? []).map(tagId),
      assignedTo: row.assignee ? contactIdOf(row.assignee) : null,
      subTasks: (row.subTasks ?? []).map((title, i) => ({
        id: seedId(`task-${order}-subtask`, i),
        title,
        completed: i === 0,
      })),
    };
  });
  return { tasks, tags };
}

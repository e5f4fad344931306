import { z } from 'zod';
import type { HttpHandler } from 'msw';
import { routeWith } from '../lib/http.ts';
import { createStore } from '../store.ts';
import { newId } from '../lib/ids.ts';
import { clockTime } from '../lib/dates.ts';
import { containsText, findById, mergeById, removeById, type WithId } from '../lib/collection.ts';
import {
  MessageSchema,
  NotificationSchema,
  SearchBodySchema,
  ShortcutOrderBodySchema,
  ShortcutSchema,
  type Message,
  type Notification,
  type SearchGroup,
  type Shortcut,
} from '../schemas/common.ts';
import { contactsStore, tasksStore } from './searched-stores.ts';

const store = createStore('common', async () => {
  const { seedMessages, seedNotifications, seedShortcuts, searchPages } = await import('../seed/common.ts');
  const now = Date.now();
  return {
    messages: seedMessages(now),
    notifications: seedNotifications(now),
    shortcuts: seedShortcuts(),
    searchPages,
  };
});
const route = routeWith(store);

interface SharedList<T extends WithId> {
  path: string;
  /** Name of the item in request bodies: `{ message }`, `{ id, message }`. */
  key: string;
  schema: z.ZodObject<z.ZodRawShape>;
  items: () => T[];
  /** The new item from a POSTed draft (the id is given). */
  create: (id: string, draft: Partial<T>) => T;
}

/**
 * GET (all), POST (new item first, returned), PATCH (merged, null if none matches) and DELETE (removed item
 * returned) on one shared list (SPEC 7.3).
 */
function sharedListHandlers<T extends WithId>(list: SharedList<T>): HttpHandler[] {
  const draft = list.schema.omit({ id: true }).partial();
  const createBody = z.object({ [list.key]: draft });
  const patchBody = z.object({ id: z.string(), [list.key]: draft });
  return [
    route('get', list.path, () => list.items()),
    route('post', list.path, async ({ body }) => {
      const input = (await body(createBody))[list.key] as Partial<T>;
      const created = list.create(newId(), input);
      list.items().unshift(created);
      return created;
    }),
    route('patch', list.path, async ({ body }) => {
      const input = (await body(patchBody)) as { id: string } & Record<string, Partial<T>>;
      return mergeById(list.items(), input.id, input[list.key]!);
    }),
    route('delete', list.path, ({ query }) => removeById(list.items(), query('id'))),
  ];
}

/** Mark-all-as-read (sets read and seen on all, answers true) and toggle-read-status (answers the item). */
function readStatusHandlers<T extends WithId & { read: boolean; seen?: boolean }>(
  list: Pick<SharedList<T>, 'path' | 'key' | 'items'>,
): HttpHandler[] {
  const toggleBody = z.object({ [list.key]: z.object({ id: z.string(), read: z.boolean() }) });
  return [
    route('get', `${list.path}/mark-all-as-read`, () => {
      for (const item of list.items()) Object.assign(item, { read: true, seen: true });
      return true;
    }),
    route('post', `${list.path}/toggle-read-status`, async ({ body }) => {
      const { id, read } = (await body(toggleBody))[list.key] as { id: string; read: boolean };
      const item = findById(list.items(), id);
      if (item) item.read = read;
      return item;
    }),
  ];
}

const messages: SharedList<Message> = {
  path: '/api/common/messages',
  key: 'message',
  schema: MessageSchema,
  items: () => store.data.messages,
  create: (id, draft) => ({
    title: '',
    description: '',
    time: new Date().toISOString(),
    read: false,
    seen: false,
    ...draft,
    id,
  }),
};

const notifications: SharedList<Notification> = {
  path: '/api/common/notifications',
  key: 'notification',
  schema: NotificationSchema,
  items: () => store.data.notifications,
  create: (id, draft) => {
    const date = new Date().toISOString();
    return {
      title: '',
      description: '',
      date,
      time: clockTime(date),
      read: false,
      seen: false,
      ...draft,
      id,
    };
  },
};

const shortcuts: SharedList<Shortcut> = {
  path: '/api/common/shortcuts',
  key: 'shortcut',
  schema: ShortcutSchema,
  items: () => store.data.shortcuts,
  create: (id, draft) => ({ label: '', icon: '', link: '', useRouter: true, ...draft, id }),
};

/** POST api/common/search: contacts by name, pages by title or subtitle, tasks by title; empty query, no groups. */
function search(query: string): SearchGroup[] {
  if (query === '') return [];
  const contacts = contactsStore.data.contacts
    .filter((contact) => containsText(contact.name, query))
    .map((contact) => ({ ...contact, link: `/apps/contacts/${contact.id}`, value: contact.name }));
  const pages = store.data.searchPages
    .filter((page) => containsText(page.title, query) || containsText(page.subtitle, query))
    .map((page) => ({ ...page, value: page.title }));
  const tasks = tasksStore.data.tasks
    .filter((task) => task.type === 'task' && containsText(task.title, query))
    .map((task) => ({ ...task, link: `/apps/tasks/${task.id}`, value: task.title }));
  const groups: SearchGroup[] = [
    { id: 'contacts', label: 'Contacts', results: contacts },
    { id: 'pages', label: 'Pages', results: pages },
    { id: 'tasks', label: 'Tasks', results: tasks },
  ];
  return groups.filter((group) => group.results.length > 0);
}

/**
 * The shortcuts in the order of `ids` (an addition to SPEC 7.3, so the panel can keep a reordering); ids not given
 * keep their relative order after those given. Answers the reordered list.
 */
function reorderShortcuts(ids: string[]): Shortcut[] {
  const rank = (shortcut: Shortcut) => {
    const index = ids.indexOf(shortcut.id);
    return index === -1 ? ids.length : index;
  };
  const sorted = [...store.data.shortcuts].sort((a, b) => rank(a) - rank(b));
  store.data.shortcuts.splice(0, store.data.shortcuts.length, ...sorted);
  return store.data.shortcuts;
}

export const commonHandlers = [
  ...readStatusHandlers(messages),
  ...sharedListHandlers(messages),
  ...readStatusHandlers(notifications),
  ...sharedListHandlers(notifications),
  ...sharedListHandlers(shortcuts),
  route('patch', '/api/common/shortcuts/order', async ({ body }) =>
    reorderShortcuts((await body(ShortcutOrderBodySchema)).ids),
  ),
  routeWith(store, contactsStore, tasksStore)('post', '/api/common/search', async ({ body }) =>
    search((await body(SearchBodySchema)).query),
  ),
];

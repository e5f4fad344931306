import { createStore } from '../store.ts';

// The stores the common area's search reads besides its own, kept apart from their areas' handlers: the search and
// the shell's lists load from the worker's start, the contacts' and tasks' handlers (and schemas) on their areas'
// first requests.

export const contactsStore = createStore('contacts', async () =>
  (await import('../seed/contacts.ts')).seedContacts(),
);

export const tasksStore = createStore('tasks', async () => (await import('../seed/tasks.ts')).seedTasks());

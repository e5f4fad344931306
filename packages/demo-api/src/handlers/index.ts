import type { HttpHandler } from 'msw';
import { lazyArea, notFoundHandler } from '../lib/http.ts';
import { chatHandlers } from './chat.ts';
import { commonHandlers } from './common.ts';

/**
 * Every demo handler. The shell's lists (messages, notifications, shortcuts, chats; SPEC 7.3) are answered from the
 * worker's start; every other area's handlers load on its first request (decision 049). The NOT FOUND fallback for
 * the demo prefixes comes last.
 */
export const handlers: HttpHandler[] = [
  ...commonHandlers,
  ...chatHandlers,
  lazyArea(['/api/apps/academy'], async () => (await import('./academy.ts')).academyHandlers),
  lazyArea(['/api/apps/contacts'], async () => (await import('./contacts.ts')).contactsHandlers),
  lazyArea(['/api/apps/ecommerce/inventory'], async () => (await import('./inventory.ts')).inventoryHandlers),
  lazyArea(['/api/apps/file-manager'], async () => (await import('./file-manager.ts')).fileManagerHandlers),
  lazyArea(['/api/apps/help-center'], async () => (await import('./help-center.ts')).helpCenterHandlers),
  lazyArea(['/api/apps/mailbox'], async () => (await import('./mailbox.ts')).mailboxHandlers),
  lazyArea(['/api/apps/notes'], async () => (await import('./notes.ts')).notesHandlers),
  lazyArea(['/api/apps/scrumboard'], async () => (await import('./scrumboard.ts')).scrumboardHandlers),
  lazyArea(['/api/apps/tasks'], async () => (await import('./tasks.ts')).tasksHandlers),
  lazyArea(
    ['/api/dashboards', '/api/pages/activities'],
    async () => (await import('./dashboards.ts')).dashboardsHandlers,
  ),
  lazyArea(['/api/ui/icons'], async () => (await import('./icons.ts')).iconsHandlers),
  notFoundHandler,
];

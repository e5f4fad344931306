import type { HttpHandler } from 'msw';
import { notFoundHandler } from '../lib/http.ts';
import { academyHandlers } from './academy.ts';
import { chatHandlers } from './chat.ts';
import { commonHandlers } from './common.ts';
import { contactsHandlers } from './contacts.ts';
import { dashboardsHandlers } from './dashboards.ts';
import { fileManagerHandlers } from './file-manager.ts';
import { helpCenterHandlers } from './help-center.ts';
import { iconsHandlers } from './icons.ts';
import { inventoryHandlers } from './inventory.ts';
import { mailboxHandlers } from './mailbox.ts';
import { notesHandlers } from './notes.ts';
import { scrumboardHandlers } from './scrumboard.ts';
import { tasksHandlers } from './tasks.ts';

/** Every demo handler, one module per area; the NOT FOUND fallback for the demo prefixes comes last. */
export const handlers: HttpHandler[] = [
  ...commonHandlers,
  ...academyHandlers,
  ...chatHandlers,
  ...contactsHandlers,
  ...inventoryHandlers,
  ...fileManagerHandlers,
  ...helpCenterHandlers,
  ...mailboxHandlers,
  ...notesHandlers,
  ...scrumboardHandlers,
  ...tasksHandlers,
  ...dashboardsHandlers,
  ...iconsHandlers,
  notFoundHandler,
];

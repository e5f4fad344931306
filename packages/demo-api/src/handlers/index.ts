import type { HttpHandler } from 'msw';
import { notFoundHandler } from '../lib/http.ts';
import { commonHandlers } from './common.ts';
import { contactsHandlers } from './contacts.ts';
import { tasksHandlers } from './tasks.ts';

/** Every demo handler, one module per area; the NOT FOUND fallback for the demo prefixes comes last. */
export const handlers: HttpHandler[] = [
  ...commonHandlers,
  ...contactsHandlers,
  ...tasksHandlers,
  notFoundHandler,
];

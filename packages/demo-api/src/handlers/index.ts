import type { HttpHandler } from 'msw';
import { notFoundHandler } from '../lib/http.ts';
import { contactsHandlers } from './contacts.ts';

/** Every demo handler, one module per area; the NOT FOUND fallback for the demo prefixes comes last. */
export const handlers: HttpHandler[] = [...contactsHandlers, notFoundHandler];

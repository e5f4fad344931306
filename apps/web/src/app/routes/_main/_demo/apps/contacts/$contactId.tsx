import { createFileRoute } from '@tanstack/react-router';

/** Its contact opens in the drawer of the contacts route above. */
export const Route = createFileRoute('/_main/_demo/apps/contacts/$contactId')({ component: () => null });

import { createFileRoute } from '@tanstack/react-router';

/** The archive, shown by the notes route above. */
export const Route = createFileRoute('/_main/_demo/apps/notes/archive')({ component: () => null });

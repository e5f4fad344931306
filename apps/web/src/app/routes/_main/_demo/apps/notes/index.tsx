import { createFileRoute } from '@tanstack/react-router';

/** The notes in use, shown by the notes route above. */
export const Route = createFileRoute('/_main/_demo/apps/notes/')({ component: () => null });

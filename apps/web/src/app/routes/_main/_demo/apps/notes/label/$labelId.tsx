import { createFileRoute } from '@tanstack/react-router';

/** One label's notes, shown by the notes route above. */
export const Route = createFileRoute('/_main/_demo/apps/notes/label/$labelId')({ component: () => null });

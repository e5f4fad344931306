import { createFileRoute } from '@tanstack/react-router';

/** The notes with a reminder, shown by the notes route above. */
export const Route = createFileRoute('/_main/_demo/apps/notes/reminders')({ component: () => null });

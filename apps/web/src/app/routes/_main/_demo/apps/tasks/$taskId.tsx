import { createFileRoute } from '@tanstack/react-router';

/** Its task opens in the drawer of the tasks route above. */
export const Route = createFileRoute('/_main/_demo/apps/tasks/$taskId')({ component: () => null });

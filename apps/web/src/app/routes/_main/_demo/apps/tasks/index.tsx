import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/_demo/apps/tasks/')({ component: () => null });

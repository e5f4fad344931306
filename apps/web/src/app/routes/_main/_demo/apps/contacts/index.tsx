import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/_demo/apps/contacts/')({ component: () => null });

import { createFileRoute } from '@tanstack/react-router';

/** The chat list alone (the page itself is the parent route's). */
export const Route = createFileRoute('/_main/_demo/apps/chat/')({});

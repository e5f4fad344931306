import { createFileRoute } from '@tanstack/react-router';

/** An open chat (the page itself is the parent route's, which reads the id). */
export const Route = createFileRoute('/_main/_demo/apps/chat/$chatId')({});

import { createFileRoute } from '@tanstack/react-router';
import { NotesPage } from '@/demo/notes/NotesPage';

/**
 * One notes page for every list and label: moving between them keeps it mounted, with its search (the child
 * routes only name the list, which the page reads from the path).
 */
export const Route = createFileRoute('/_main/_demo/apps/notes')({ component: NotesPage });

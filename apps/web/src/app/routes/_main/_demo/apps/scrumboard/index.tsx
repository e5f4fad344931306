import { createFileRoute } from '@tanstack/react-router';
import { BoardsPage } from '@/demo/scrumboard/BoardsPage';

export const Route = createFileRoute('/_main/_demo/apps/scrumboard/')({ component: BoardsPage });

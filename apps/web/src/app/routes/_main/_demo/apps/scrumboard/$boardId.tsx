import { createFileRoute } from '@tanstack/react-router';
import { BoardPage } from '@/demo/scrumboard/BoardPage';

export const Route = createFileRoute('/_main/_demo/apps/scrumboard/$boardId')({
  component: function BoardRoute() {
    const { boardId } = Route.useParams();
    return <BoardPage boardId={boardId} />;
  },
});

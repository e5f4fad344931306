import { createFileRoute, useParams } from '@tanstack/react-router';
import { TasksPage } from '@/demo/tasks/TasksPage';

/** The list stays mounted while tasks open and close in its drawer (the child routes only name the task). */
export const Route = createFileRoute('/_main/_demo/apps/tasks')({
  component: function TasksRoute() {
    const { taskId } = useParams({ strict: false });
    return <TasksPage taskId={taskId} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { CoursePage } from '@/demo/academy/CoursePage';

export const Route = createFileRoute('/_main/_demo/apps/academy/$courseId')({
  component: function CourseRoute() {
    const { courseId } = Route.useParams();
    return <CoursePage courseId={courseId} />;
  },
});

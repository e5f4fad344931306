import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CourseSchema, type Course, type CourseWithSteps } from '@taka/demo-api/schemas/academy';
import type { CourseProgressBody } from '@taka/demo-api/schemas/academy-progress';
import { demoRequest } from '@/shared/demo/demo-request';
import { coursesQuery } from './get-courses';
import { courseQuery } from './get-course';

/**
 * Saves the step the learner is on (and, with `finished`, one more completion). The course and the course list in
 * the cache take the saved progress, so the list shows it without loading again.
 */
export function useSaveProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseProgressBody) =>
      demoRequest('/api/apps/academy/courses/course/progress', CourseSchema.nullable(), {
        method: 'PATCH',
        body,
      }),
    onSuccess: (saved) => {
      if (!saved) return;
      queryClient.setQueryData(
        courseQuery(saved.id).queryKey,
        (course: CourseWithSteps | null | undefined) =>
          course ? { ...course, progress: saved.progress } : course,
      );
      queryClient.setQueryData(coursesQuery.queryKey, (courses: Course[] | undefined) =>
        courses?.map((course) => (course.id === saved.id ? saved : course)),
      );
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { CourseWithStepsSchema } from '@taka/demo-api/schemas/academy';
import { demoRequest } from '@/shared/demo/demo-request';

/** One course with its steps; null when the academy has no course with this id. */
export const courseQuery = (id: string) =>
  queryOptions({
    queryKey: ['demo', 'academy', 'course', id],
    queryFn: () =>
      demoRequest(
        `/api/apps/academy/courses/course?${new URLSearchParams({ id })}`,
        CourseWithStepsSchema.nullable(),
      ),
  });

export const useCourse = (id: string) => useQuery(courseQuery(id));

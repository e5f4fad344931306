import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CourseSchema } from '@taka/demo-api/schemas/academy';
import { demoRequest } from '@/shared/demo/demo-request';

/** Every course with the learner's progress. */
export const coursesQuery = queryOptions({
  queryKey: ['demo', 'academy', 'courses'],
  queryFn: () => demoRequest('/api/apps/academy/courses', z.array(CourseSchema)),
});

export const useCourses = () => useQuery(coursesQuery);

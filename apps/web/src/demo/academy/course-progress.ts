import type { Course } from '@taka/demo-api/schemas/academy';

/** Steps before the one the learner is on count as done; totalSteps means the whole course is done. */
export const stepsDone = (course: Course) => Math.min(course.progress.currentStep, course.totalSteps);

/** Finished at least once. */
export const isCompleted = (course: Course) => course.progress.completed > 0;

export type CourseFilter = { category: string; search: string; hideCompleted: boolean };

/** The courses of `filter`'s category (all for ''), whose title or description holds the search words. */
export function filterCourses(courses: Course[], { category, search, hideCompleted }: CourseFilter) {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return courses.filter(
    (course) =>
      (!category || course.category === category) &&
      !(hideCompleted && isCompleted(course)) &&
      words.every((word) => `${course.title} ${course.description}`.toLowerCase().includes(word)),
  );
}

/** "Jan 5, 2024" from the handler as the calendar day "2024-01-05", or null when it is not a date. */
export function calendarDayOf(text: string): string | null {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

import { DemoHttpError, routeWith } from '../lib/http.ts';
import { createStore } from '../store.ts';
import { findById, sortByText } from '../lib/collection.ts';
import { CourseProgressBodySchema } from '../schemas/academy-progress.ts';

const store = createStore('academy', async () => {
  const { academyCategories, courseSteps, seedCourses } = await import('../seed/academy.ts');
  return { categories: structuredClone(academyCategories), courses: seedCourses(Date.now()), courseSteps };
});
const route = routeWith(store);
const base = '/api/apps/academy';

export const academyHandlers = [
  route('get', `${base}/categories`, () => sortByText(store.data.categories, (category) => category.title)),

  route('get', `${base}/courses`, () => store.data.courses),

  route('get', `${base}/courses/course`, ({ query }) => {
    const index = store.data.courses.findIndex((course) => course.id === query('id'));
    return index === -1 ? null : { ...store.data.courses[index], steps: store.data.courseSteps(index) };
  }),

  route('patch', `${base}/courses/course/progress`, async ({ body }) => {
    const { id, currentStep, finished } = await body(CourseProgressBodySchema);
    const course = findById(store.data.courses, id);
    if (!course) return null;
    if (currentStep > course.totalSteps) {
      throw new DemoHttpError(400, `currentStep must be at most ${course.totalSteps}.`);
    }
    const completed = course.progress.completed + (finished ? 1 : 0);
    course.progress = { currentStep, completed };
    return course;
  }),
];

import { routeWith } from '../lib/http.ts';
import { createStore } from '../store.ts';
import { sortByText } from '../lib/collection.ts';

const store = createStore(async () => {
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
];

import { route } from '../lib/http.ts';
import { createStore } from '../store.ts';
import { sortByText } from '../lib/collection.ts';
import { academyCategories, courseSteps, seedCourses } from '../seed/academy.ts';

const store = createStore(() => ({
  categories: structuredClone(academyCategories),
  courses: seedCourses(Date.now()),
}));
const base = '/api/apps/academy';

export const academyHandlers = [
  route('get', `${base}/categories`, () => sortByText(store.data.categories, (category) => category.title)),

  route('get', `${base}/courses`, () => store.data.courses),

  route('get', `${base}/courses/course`, ({ query }) => {
    const index = store.data.courses.findIndex((course) => course.id === query('id'));
    return index === -1 ? null : { ...store.data.courses[index], steps: courseSteps(index) };
  }),
];

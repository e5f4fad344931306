import type { AcademyCategory, Course, CourseStep } from '../schemas/academy.ts';
import { seedId } from '../lib/ids.ts';
import { displayDate, isoBefore } from '../lib/dates.ts';
import { escapeHtml } from '../lib/html.ts';
import { slugify } from '../lib/slug.ts';
import { courseLessons, topicParagraphs, type CourseLessons } from './academy-lessons.ts';

const categoryTitles = ['Web', 'Firebase', 'Cloud', 'Android'];

export const academyCategories: AcademyCategory[] = categoryTitles.map((title, i) => ({
  id: seedId('academy-category', i),
  title,
  slug: title.toLowerCase(),
}));

/** Progress of each course: [current step, times completed]. */
const progress: [number, number][] = [
  [3, 2],
  [0, 0],
  [10, 1],
  [5, 0],
  [0, 3],
  [7, 1],
  [2, 0],
  [0, 0],
];

export function seedCourses(now: number): Course[] {
  return courseLessons.map((lessons, i) => ({
    id: seedId('course', i),
    title: lessons.title,
    slug: slugify(lessons.title),
    description: lessons.description,
    category: lessons.category,
    duration: lessons.duration,
    totalSteps: lessons.steps.length,
    updatedAt: displayDate(isoBefore(now, { days: 9 * i + 4 })),
    featured: i < 2,
    progress: { currentStep: progress[i]![0], completed: progress[i]![1] },
  }));
}

function stepContent(lessons: CourseLessons, order: number, title: string, subtitle: string): string {
  const last = lessons.steps.length - 1;
  const pool = topicParagraphs[lessons.category]!;
  const parts = [`<h2>${escapeHtml(title)}</h2>`, `<p class="lead">${escapeHtml(subtitle)}.</p>`];
  if (order === 0) {
    parts.push(
      `<p>${escapeHtml(lessons.description)}. The course has ${lessons.steps.length} short steps:</p>`,
    );
    parts.push(
      `<ol>${lessons.steps
        .slice(1, last)
        .map(([step]) => `<li>${escapeHtml(step)}</li>`)
        .join('')}</ol>`,
    );
  } else if (order === last) {
    parts.push(`<p>You have finished <strong>${escapeHtml(lessons.title)}</strong>.</p>`);
    parts.push(`<blockquote><p>${pool[0]}</p></blockquote>`);
  } else {
    parts.push(`<p>${pool[order % pool.length]}</p>`, `<p>${pool[(order + 2) % pool.length]}</p>`);
    if (order === Math.floor(last / 2)) parts.push(`<pre><code>${escapeHtml(lessons.code)}</code></pre>`);
  }
  return parts.join('\n');
}

/** The 11 steps of a course, ordered 0 to 10. */
export function courseSteps(index: number): CourseStep[] {
  const lessons = courseLessons[index]!;
  return lessons.steps.map(([title, subtitle], order) => ({
    order,
    title,
    subtitle,
    content: stepContent(lessons, order, title, subtitle),
  }));
}

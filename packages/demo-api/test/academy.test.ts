import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, get, useDemoServer } from './helpers.ts';
import { AcademyCategorySchema, CourseSchema, CourseWithStepsSchema } from '../src/schemas/academy.ts';

useDemoServer();

describe('academy', () => {
  it('lists the four categories sorted by title, with lower-case slugs', async () => {
    const categories = await get('/api/apps/academy/categories', z.array(AcademyCategorySchema));
    expect(categories.map(({ title, slug }) => [title, slug])).toEqual([
      ['Android', 'android'],
      ['Cloud', 'cloud'],
      ['Firebase', 'firebase'],
      ['Web', 'web'],
    ]);
  });

  it('lists every course: 11 steps each, the first two featured, the five durations', async () => {
    const courses = await get('/api/apps/academy/courses', z.array(CourseSchema));
    const slugs = (await get('/api/apps/academy/categories', z.array(AcademyCategorySchema))).map(
      (c) => c.slug,
    );
    expect(courses.length).toBeGreaterThanOrEqual(8);
    expect(courses.every((course) => course.totalSteps === 11 && slugs.includes(course.category))).toBe(true);
    expect(courses.map((course) => course.featured)).toEqual(courses.map((_, i) => i < 2));
    expect(new Set(courses.map((course) => course.duration))).toEqual(new Set([30, 45, 60, 90, 120]));
    expect(new Set(courses.map((course) => course.category)).size).toBe(4);
  });

  it('answers one course with its steps ordered 0 to 10, with real HTML lessons', async () => {
    const [course] = await get('/api/apps/academy/courses', z.array(CourseSchema));
    const loaded = await get(`/api/apps/academy/courses/course?id=${course!.id}`, CourseWithStepsSchema);
    expect(loaded).toMatchObject(course!);
    expect(loaded.steps.map((step) => step.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const step of loaded.steps) {
      expect(step.content).toMatch(/^<h2>/);
      expect(step.content).not.toMatch(/lorem/i);
    }
    expect(loaded.steps.some((step) => step.content.includes('<pre><code>'))).toBe(true);
  });

  it('answers null for an unknown course', async () => {
    expect(await get('/api/apps/academy/courses/course?id=nope')).toBeNull();
  });

  it('saves where the learner is, counts a finished course, and refuses a step past the end', async () => {
    const [course] = await get('/api/apps/academy/courses', z.array(CourseSchema));
    const path = '/api/apps/academy/courses/course/progress';
    const saved = await call('PATCH', path, {
      body: { id: course!.id, currentStep: 6 },
      schema: CourseSchema,
    });
    expect(saved.progress).toEqual({ currentStep: 6, completed: course!.progress.completed });
    const finished = await call('PATCH', path, {
      body: { id: course!.id, currentStep: 11, finished: true },
      schema: CourseSchema,
    });
    expect(finished.progress).toEqual({ currentStep: 11, completed: course!.progress.completed + 1 });
    const reloaded = await get(`/api/apps/academy/courses/course?id=${course!.id}`, CourseWithStepsSchema);
    expect(reloaded.progress.currentStep).toBe(11);
    await expect(call('PATCH', path, { body: { id: course!.id, currentStep: 12 } })).rejects.toThrow(
      /at most 11/,
    );
    expect(await call('PATCH', path, { body: { id: 'nope', currentStep: 1 } })).toBeNull();
  });
});

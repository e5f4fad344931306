import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { CourseSchema } from '@taka/demo-api/schemas/academy';
import { demoRequest } from '@/shared/demo/demo-request';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { CoursePage } from './CoursePage';
import { CoursesPage } from './CoursesPage';

serveDemoHandlers();
afterEach(() => vi.restoreAllMocks());

const courses = () => demoRequest('/api/apps/academy/courses', z.array(CourseSchema));
const courseTitled = async (title: string) => (await courses()).find((course) => course.title === title)!;
const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('the academy, against the demo handlers', { timeout: 20_000 }, () => {
  it('lists every course with its category, length, steps, progress and update date', async () => {
    await renderAtPath(() => <CoursesPage />, '/apps/academy');
    const card = await screen.findByRole('article', { name: 'Realtime data with Cloud Firestore' });
    expect(within(card).getByText('Firebase')).toBeTruthy();
    expect(within(card).getByText('90 minutes')).toBeTruthy();
    expect(within(card).getByText('11 steps')).toBeTruthy();
    expect(within(card).getByText('5 of 11 steps done')).toBeTruthy();
    const bar = within(card).getByRole('progressbar', {
      name: 'Progress of Realtime data with Cloud Firestore',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect(bar.getAttribute('aria-valuetext')).toBe('5 of 11 steps done');
    expect(within(card).getByText(/^Updated \d{1,2} \w{3} \d{4}$/)).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Continue Realtime data with Cloud Firestore' }),
    ).toBeTruthy();
    expect(cardTitles()).toHaveLength(8);
    expect(screen.getByText('8 courses')).toBeTruthy();
  });

  it('narrows the list by category, by search words and by hiding completed courses', async () => {
    await renderAtPath(() => <CoursesPage />, '/apps/academy');
    await screen.findAllByRole('article');
    const category = screen.getByRole('combobox', { name: 'Category' });
    await screen.findByRole('option', { name: 'Android' });
    await userEvent.selectOptions(category, 'web');
    expect(cardTitles()).toEqual(['Accessible forms for everyone', 'Responsive layouts with CSS grid']);
    await userEvent.click(screen.getByRole('switch', { name: 'Hide completed' }));
    expect(cardTitles()).toEqual(['Responsive layouts with CSS grid']);

    await userEvent.selectOptions(category, '');
    expect(cardTitles()).toHaveLength(4);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'jetpack');
    expect(cardTitles()).toEqual(['Layouts with Jetpack Compose']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search courses' }), ' zebra');
    expect(await screen.findByRole('heading', { name: 'No courses match' })).toBeTruthy();
    expect(screen.getByText('0 courses')).toBeTruthy();
  });

  it('steps through a course with next, previous and the step list, saving where the learner is', async () => {
    const { id } = await courseTitled('Responsive layouts with CSS grid');
    await renderAtPath(() => <CoursePage courseId={id} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Responsive layouts with CSS grid' }),
    ).toBeTruthy();
    expect(screen.getByText('Step 1 of 11')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 11')).toBeTruthy();
    const article = screen.getByRole('article');
    expect(document.activeElement).toBe(article);
    expect(within(article).getByRole('heading', { level: 2 })).toBeTruthy();
    await vi.waitFor(async () =>
      expect((await courseTitled('Responsive layouts with CSS grid')).progress.currentStep).toBe(1),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Step 1 of 11')).toBeTruthy();

    const steps = screen.getByRole('navigation', { name: 'Steps' });
    await userEvent.click(within(steps).getAllByRole('button').at(-1)!);
    expect(await screen.findByText('Step 11 of 11')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { name: 'Course completed' })).toBeTruthy();
    await vi.waitFor(async () =>
      expect((await courseTitled('Responsive layouts with CSS grid')).progress).toEqual({
        currentStep: 11,
        completed: 1,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByText('Step 1 of 11')).toBeTruthy();
  });

  it('opens a course where the learner left it, and shows lesson HTML without scripts', async () => {
    const { id } = await courseTitled('Sign-in with Firebase Authentication');
    await renderAtPath(() => <CoursePage courseId={id} />);
    expect(await screen.findByText('Step 11 of 11')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeTruthy();
    expect(screen.getByRole('article').querySelector('script')).toBeNull();
    const current = within(screen.getByRole('navigation', { name: 'Steps' }))
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
  });

  it('says so when the course does not exist, or when the courses cannot be loaded', async () => {
    await renderAtPath(() => <CoursePage courseId="no-such-course" />);
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the courses' })).toBeTruthy();

    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/courses')
        ? Promise.resolve(new Response('Down', { status: 500 }))
        : fetch(input, init),
    );
    await renderAtPath(() => <CoursesPage />);
    expect(await screen.findByRole('heading', { name: 'The courses could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

import { expect, expectAccessible, signIn, test } from './fixtures.ts';

test('a course is found by search from the Demo menu, stepped through, and its progress kept', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Academy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Academy' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(8);
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Search courses' }).fill('responsive');
  const card = page.getByRole('article', { name: 'Responsive layouts with CSS grid' });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card.getByText('0 of 11 steps done')).toBeVisible();
  await card.getByRole('link', { name: 'Start Responsive layouts with CSS grid' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Responsive layouts with CSS grid' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Responsive layouts with CSS grid | Taka');
  await expect(page.getByText('Step 1 of 11')).toBeVisible();
  for (const step of [2, 3, 4]) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Step ${step} of 11`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Step 3 of 11')).toBeVisible();
  await expect(page.getByRole('article')).toBeFocused();
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'Where you are' })
    .getByRole('link', { name: 'Academy' })
    .click();
  await expect(page).toHaveURL('/apps/academy');
  const again = page.getByRole('article', { name: 'Responsive layouts with CSS grid' });
  await expect(again.getByText('2 of 11 steps done')).toBeVisible();
  await expect(again.getByRole('link', { name: 'Continue Responsive layouts with CSS grid' })).toBeVisible();
  await page.getByRole('switch', { name: 'Hide completed' }).check();
  await expect(page.getByRole('article')).toHaveCount(4);
  await expectAccessible(page);
});

test('on a phone the steps open from the bottom, the last step finishes the course', async ({
  page,
  customer,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, customer, '/apps/academy');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Android' });
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('link', { name: 'Start Layouts with Jetpack Compose' }).click();
  await expect(page.getByText('Step 1 of 11')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Steps' }).click();
  const steps = page.getByRole('navigation', { name: 'Steps' });
  await expect(steps).toBeVisible();
  await expectAccessible(page);
  await steps.getByRole('button').last().click();
  await expect(steps).toBeHidden();
  await expect(page.getByText('Step 11 of 11')).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: 'Course completed' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to the courses' }).click();
  const card = page.getByRole('article', { name: 'Layouts with Jetpack Compose' });
  await expect(card.getByText('Completed')).toBeVisible();
  await expect(card.getByText('11 of 11 steps done')).toBeVisible();

  await page.goto('/apps/academy/no-such-course');
  await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();
});

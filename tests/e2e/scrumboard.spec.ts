import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

/** A card of `list` by (part of) its title; its name also has its labels, due date and checklist count. */
const cardIn = (list: Locator, title: string) => list.getByRole('button', { name: title });

type Stored = { lists: { id: string; title: string }[]; cards: { title: string; listId: string }[] };

/** The title of the list a card is in, as the demo keeps it for the browser session. */
const storedListOf = (page: Page, cardTitle: string) =>
  page.evaluate((title) => {
    const stored = JSON.parse(sessionStorage.getItem('taka.demo.2.scrumboard') ?? 'null') as Stored | null;
    const card = stored?.cards.find((each) => each.title === title);
    return stored?.lists.find((list) => list.id === card?.listId)?.title ?? null;
  }, cardTitle);

/** Drags `card` with the mouse onto `target`, in small steps as a hand would. */
async function dragWithMouse(page: Page, card: Locator, target: Locator) {
  await card.scrollIntoViewIfNeeded();
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 8, { steps: 20 });
  await page.mouse.up();
}

test('cards move across lists by keyboard and by mouse, and stay there after a reload', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Scrumboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scrumboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Statement redesign' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Taka mobile app' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Taka mobile app' })).toBeVisible();
  await expect(page).toHaveTitle('Taka mobile app | Taka');
  const research = page.getByRole('region', { name: 'Research' });
  const design = page.getByRole('region', { name: 'Design' });
  const development = page.getByRole('region', { name: 'Development' });
  await expect(cardIn(research, 'Compare wallet transfer fees')).toBeVisible();
  await expectAccessible(page);

  // Keyboard: Space lifts the card, the right arrow takes it to the next list, Space drops it there.
  await cardIn(research, 'Compare wallet transfer fees').focus();
  await page.keyboard.press('Space');
  await expect(cardIn(research, 'Compare wallet transfer fees')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(cardIn(design, 'Compare wallet transfer fees')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(
    page.getByText(/^card Compare wallet transfer fees dropped at place \d of 4 in Design\.$/),
  ).toBeAttached();
  await expect(cardIn(research, 'Compare wallet transfer fees')).toHaveCount(0);

  // Mouse: drag a Development card onto the top of Research.
  await dragWithMouse(
    page,
    cardIn(development, 'Offline beneficiary cache'),
    cardIn(research, 'How do customers'),
  );
  await expect(cardIn(research, 'Offline beneficiary cache')).toBeVisible();
  await expect(cardIn(development, 'Offline beneficiary cache')).toHaveCount(0);
  // Both moves are kept in the session's storage before the reload.
  await expect.poll(() => storedListOf(page, 'Compare wallet transfer fees')).toBe('Design');
  await expect.poll(() => storedListOf(page, 'Offline beneficiary cache')).toBe('Research');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Taka mobile app' })).toBeVisible();
  await expect(cardIn(design, 'Compare wallet transfer fees')).toBeVisible();
  await expect(cardIn(research, 'Compare wallet transfer fees')).toHaveCount(0);
  await expect(cardIn(research, 'Offline beneficiary cache')).toBeVisible();
  await expect(cardIn(development, 'Offline beneficiary cache')).toHaveCount(0);

  await cardIn(design, 'Compare wallet transfer fees').click();
  const dialog = page.getByRole('dialog', { name: 'Card in Design' });
  await expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue('Compare wallet transfer fees');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the board speaks Turkish, its moves announced in Turkish', async ({ page, customer }) => {
  await signIn(page, customer, '/apps/scrumboard');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Türkçe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scrum panosu' })).toBeVisible();
  await page.getByRole('link', { name: 'Branch refit' }).click();
  await expect(page.getByText('Bu panoda henüz liste yok. Başlamak için ilk listeyi ekleyin.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Yeni liste' }).fill('Çizimler');
  await page.getByRole('button', { name: 'Liste ekle' }).click();
  const drawings = page.getByRole('region', { name: 'Çizimler' });
  await drawings.getByRole('textbox', { name: 'Yeni kart' }).fill('Kat planı');
  await drawings.getByRole('button', { name: 'Ekle' }).click();
  await cardIn(drawings, 'Kat planı').focus();
  await page.keyboard.press('Space');
  await expect(cardIn(drawings, 'Kat planı')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Taşıma iptal edildi: Kat planı kartı eski yerine döndü.')).toBeAttached();
  await expectAccessible(page);
});

test('a card takes a file and a comment, and the board shows their counts', async ({ page, customer }) => {
  await signIn(page, customer);
  await page.goto('/apps/scrumboard');
  await page.getByRole('link', { name: 'Taka mobile app' }).click();
  const research = page.getByRole('region', { name: 'Research' });
  await cardIn(research, 'Compare wallet transfer fees').click();
  const dialog = page.getByRole('dialog', { name: 'Card in Research' });
  const files = dialog.getByRole('region', { name: 'Attachments' });
  await files.getByTestId('card-attachment-file').setInputFiles({
    name: 'fees.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('bKash,1.85%\nNagad,1.49%\n'),
  });
  await expect(files.getByRole('link', { name: 'fees.csv' })).toHaveAttribute('download', 'fees.csv');
  await expect(files).toContainText('1 kB · added');

  const activity = dialog.getByRole('region', { name: 'Activity' });
  await activity
    .getByRole('textbox', { name: 'Write a comment' })
    .fill('Nagad is cheaper for small amounts.');
  await activity.getByRole('button', { name: 'Comment' }).click();
  const latest = activity.getByRole('listitem').first();
  await expect(latest).toContainText('You commented');
  await expect(latest).toContainText('Nagad is cheaper for small amounts.');
  await expect(activity.getByRole('listitem').nth(1)).toContainText('You attached fees.csv');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(cardIn(research, 'Compare wallet transfer fees')).toContainText('1 attachment');
  await expect(cardIn(research, 'Compare wallet transfer fees')).toContainText('1 comment');
});

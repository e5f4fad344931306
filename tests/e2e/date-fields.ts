import type { Locator, Page } from '@playwright/test';

/** A date field (MUI X's date picker): a group named by its label, of a day, a month and a year section. */
export const dateField = (page: Page, label: RegExp): Locator => page.getByRole('group', { name: label });

/** Types a calendar day ("2026-11-05") into a date field as a customer does: its digits, day first. */
export async function typeDate(page: Page, label: RegExp, day: string) {
  const [year, month, dayOfMonth] = day.split('-');
  await dateField(page, label).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${dayOfMonth}${month}${year}`);
}

/** The calendar day ("2026-11-05") a date field holds, from its sections' values (Latin in every language). */
export async function dateIn(page: Page, label: RegExp): Promise<string> {
  const sections = dateField(page, label).getByRole('spinbutton');
  const [day = '', month = '', year = ''] = await Promise.all(
    [0, 1, 2].map(async (index) => (await sections.nth(index).getAttribute('aria-valuenow')) ?? ''),
  );
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** What a date field shows, as the customer reads it: "05/11/2026", "০৫/১১/২০২৬". */
export async function dateShown(page: Page, label: RegExp): Promise<string> {
  // The sections, not the group's whole text: the label is drawn in the field's outline too.
  const sections = await dateField(page, label).getByRole('spinbutton').allTextContents();
  return sections.join('/');
}

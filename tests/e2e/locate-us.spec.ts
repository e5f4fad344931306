import type { APIRequestContext, Page } from '@playwright/test';
import type { Location, LocationType } from '@taka/contracts';
import {
  allowConsoleError,
  DEMO_USER,
  expect,
  expectAccessible,
  signIn,
  test,
  whenStill,
} from './fixtures.ts';

/**
 * Locate Us (SPEC 2.5) on both routes: the location types as accordions of divisions, then a division's locations.
 * The expectations come from the API itself, so they hold whatever the seed's numbers are.
 */
const TYPES_URL = '/api/meta/pre-login/location/atm-branch';
const MAP_URL = '/api/meta/pre-login/map/atm-branch';
const TYPE_LABELS = {
  BRANCH: 'Branches',
  ATM: 'ATMs',
  CDM: 'Cash deposit machines (CDM)',
  AGENT_OUTLET: 'Agent outlets',
};

async function typesOf(request: APIRequestContext): Promise<LocationType[]> {
  return ((await (await request.get(TYPES_URL)).json()) as { data: LocationType[] }).data;
}
async function locationsOf(request: APIRequestContext, id: number): Promise<Location[]> {
  return ((await (await request.get(`${MAP_URL}?id=${id}`)).json()) as { data: Location[] }).data;
}

/** A type-division whose list holds both a location on the map and one without coordinates. */
async function mixedArea(request: APIRequestContext) {
  for (const type of await typesOf(request))
    for (const area of type.data) {
      const list = await locationsOf(request, area.id);
      const located = list.find((location) => location.latitude !== null && location.longitude !== null);
      const unlocated = list.find((location) => location.latitude === null);
      if (located && unlocated) return { type, division: area.division, list, located, unlocated };
    }
  throw new Error('the seed has no list with a location both on and off the map');
}

const typeButtons = (page: Page) =>
  page
    .getByRole('region', { name: 'Location Preview' })
    .getByRole('button', { name: /^(Branches|ATMs|Cash deposit machines \(CDM\)|Agent outlets)$/ });

async function expectAllCollapsed(page: Page) {
  await expect(typeButtons(page)).toHaveCount(4);
  for (const button of await typeButtons(page).all())
    await expect(button).toHaveAttribute('aria-expanded', 'false');
}

const searchOf = (list: Location[], query: string) =>
  list.filter((location) =>
    `${location.name}\n${location.address}`.toLowerCase().includes(query.toLowerCase()),
  );
const counted = (count: number) => `${count} ${count === 1 ? 'location' : 'locations'}`;

/** Both steps, the links, the search and Back, on whichever route `page` shows. */
async function walkThrough(page: Page) {
  const { type, division, list, located, unlocated } = await mixedArea(page.request);
  const preview = page.getByRole('region', { name: 'Location Preview' });
  await expect(page.getByRole('heading', { level: 1, name: 'Locate' })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2, name: 'Location Preview' })).toBeVisible();
  await expectAllCollapsed(page);

  // step 1: a type opens its eight divisions
  const label = TYPE_LABELS[type.code];
  await preview.getByRole('button', { name: label, exact: true }).click();
  const divisions = preview.getByRole('list', { name: `Divisions with ${label}` });
  await expect(divisions.getByRole('button')).toHaveText([
    'Barishal',
    'Chattogram',
    'Dhaka',
    'Khulna',
    'Mymensingh',
    'Rajshahi',
    'Rangpur',
    'Sylhet',
  ]);
  await expectAccessible(page);
  await divisions.getByRole('button', { name: division }).click();

  // step 2: the division's locations
  await expect(preview.getByRole('heading', { level: 3, name: `${label} in ${division}` })).toBeFocused();
  const items = preview.getByRole('list', { name: 'Locations' }).getByRole('listitem');
  await expect(items).toHaveCount(list.length);
  await expect(preview.getByRole('status')).toHaveText(counted(list.length));

  const card = items.filter({ has: page.getByRole('heading', { name: located.name, exact: true }) });
  await expect(card).toContainText(located.address);
  await expect(card).toContainText(`Routing number: ${located.routingNumber}`);
  await expect(card.getByRole('link', { name: located.phoneNumbers[0] })).toHaveAttribute(
    'href',
    `tel:${located.phoneNumbers[0]}`,
  );
  if (located.email[0])
    await expect(card.getByRole('link', { name: located.email[0] })).toHaveAttribute(
      'href',
      `mailto:${located.email[0]}`,
    );
  const map = card.getByRole('link', { name: `Open ${located.name} on the map (new tab)` });
  const { latitude, longitude } = located;
  await expect(map).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
  );
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', 'noopener noreferrer');

  const offMap = items.filter({ has: page.getByRole('heading', { name: unlocated.name, exact: true }) });
  await expect(offMap).toContainText(unlocated.address);
  await expect(offMap.getByRole('link', { name: /on the map/ })).toHaveCount(0);
  await expectAccessible(page);

  // the search narrows by name or address, in any case, and counts what it shows
  const search = preview.getByRole('searchbox', { name: 'Search by name or address' });
  const query = located.name.split(' ')[0]!.toUpperCase();
  await search.fill(query);
  const found = searchOf(list, query);
  await expect(preview.getByRole('status')).toHaveText(counted(found.length));
  await expect(items).toHaveCount(found.length);
  await expect(card).toBeVisible();
  await search.fill('no such place anywhere');
  await expect(preview.getByRole('status')).toHaveText('0 locations');
  await expect(preview.getByRole('heading', { name: 'Nothing matches your search' })).toBeVisible();

  // Back: step 1 with every accordion collapsed
  await preview.getByRole('button', { name: 'Back' }).click();
  await expectAllCollapsed(page);
  await expect(preview.getByRole('list', { name: /^Divisions with/ })).toHaveCount(0);
}

/** This year in Dhaka (UTC+6 all year), as the bank counts it. */
const YEAR = new Date(Date.now() + 6 * 3600_000).getUTCFullYear();

test('a guest finds branches, ATMs, CDMs and agent outlets on /landing/locate-us', async ({ page }) => {
  await page.goto('/landing/locate-us');
  await walkThrough(page);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${YEAR} Taka. All rights reserved.`);
});

test('a signed-in customer finds them on /locate-us, in the main layout', async ({ page }) => {
  // the demo customer only reads here
  await signIn(page, DEMO_USER, '/locate-us');
  await walkThrough(page);
});

const isTypesCall = (url: URL) => url.pathname === TYPES_URL;

test('a refused or failed call shows the Error toast with the server message', async ({ page }) => {
  await page.route(isTypesCall, (route) =>
    route.fulfill({
      json: {
        responseCode: 'E500100',
        responseMessage: 'The location service is resting. Please try again soon.',
        data: null,
      },
    }),
  );
  await page.goto('/landing/locate-us');
  const toast = page.getByRole('alert');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText('The location service is resting. Please try again soon.');
  await expect(page.getByRole('heading', { name: 'The locations could not be loaded' })).toBeVisible();

  await page.unroute(isTypesCall);
  allowConsoleError(page, /status of 503/);
  await page.route(
    (url) => url.pathname === MAP_URL,
    (route) =>
      route.fulfill({
        status: 503,
        json: {
          statusCode: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: 'Locations are being updated. Please try again in a few minutes.',
          responseCode: 'E503000',
          responseMessage: 'Locations are being updated. Please try again in a few minutes.',
          data: null,
        },
      }),
  );
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('button', { name: 'ATMs', exact: true }).click();
  await (await whenStill(page.getByRole('button', { name: 'Sylhet' }))).click();
  // A 503 is asked once more (after a second's back-off) before the toast replaces the first one.
  await expect(toast).toContainText('Locations are being updated. Please try again in a few minutes.', {
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { name: 'The locations could not be loaded' })).toBeVisible();
});

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const bengali = (count: number) => String(count).replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)]!);

test('in Bengali the count is in Bengali digits and a Bengali search finds agent outlets', async ({
  page,
}) => {
  const agents = (await typesOf(page.request)).find((type) => type.code === 'AGENT_OUTLET')!;
  const dhaka = agents.data.find((area) => area.division === 'Dhaka')!;
  const list = await locationsOf(page.request, dhaka.id);
  const telecoms = searchOf(list, 'টেলিকম');
  expect(telecoms.length).toBeGreaterThan(0);

  await page.goto('/landing/locate-us');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: 'খুঁজুন' })).toBeVisible();

  await page.getByRole('button', { name: 'এজেন্ট আউটলেট', exact: true }).click();
  await (await whenStill(page.getByRole('button', { name: 'ঢাকা' }))).click();
  await expect(page.getByRole('heading', { level: 3, name: 'ঢাকা বিভাগে এজেন্ট আউটলেট' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(`${bengali(list.length)}টি অবস্থান`);
  await page.getByRole('searchbox', { name: 'নাম বা ঠিকানা দিয়ে খুঁজুন' }).fill('টেলিকম');
  await expect(page.getByRole('status')).toHaveText(`${bengali(telecoms.length)}টি অবস্থান`);
  await expect(page.getByRole('list', { name: 'অবস্থানসমূহ' }).getByRole('listitem')).toHaveCount(
    telecoms.length,
  );
  // a year, not an amount: "২০২৬", never "২,০২৬"
  await expect(page.getByRole('contentinfo')).toContainText(`© ${bengali(YEAR)} টাকা। সর্বস্বত্ব সংরক্ষিত।`);
});

import type { OutboxMessage } from '@taka/contracts';
import type { Page } from '@playwright/test';
import {
  allowConsoleError,
  chooseLanguageOnDevice,
  expect,
  expectAccessible,
  SHELL_START_MS,
  signIn,
  test,
} from './fixtures.ts';

const NEW_PASSWORD = 'Fresh-start#2027';
/** An 8 x 8 PNG: a real picture the server re-encodes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNQWlWOFTEMLQkAeFlQwYvuevQAAAAASUVORK5CYII=',
  'base64',
);

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const sessionList = (page: Page) => page.getByRole('list', { name: 'Active sessions' });

test('a customer signs out another session: that browser is sent to sign in', async ({
  page,
  customer,
  browser,
}) => {
  await signIn(page, customer, '/settings');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  try {
    await signIn(otherPage, customer, '/dashboard');
    await page.reload();
    await expect(heading(page, 'Settings')).toBeVisible();
    await expect(sessionList(page).getByRole('listitem')).toHaveCount(2);
    await expect(sessionList(page).getByRole('listitem').first()).toContainText('This device');
    await expectAccessible(page);

    await sessionList(page)
      .getByRole('button', { name: /^Sign out / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Sign out this device?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('status')).toContainText('is signed out.');
    await expect(sessionList(page).getByRole('listitem')).toHaveCount(1);

    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/sign-in/, { timeout: SHELL_START_MS });
  } finally {
    await other.close();
  }
});

test('a customer changes the password: wrong current one refused, strength shown, SMS sent', async ({
  page,
  customer,
}) => {
  allowConsoleError(page, /status of 403/);
  await signIn(page, customer, '/settings');
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(heading(page, 'Change Login Password')).toBeVisible();

  await page.getByLabel(/^Current password/).fill('Not-my#password1');
  await page.getByLabel(/^New password/).fill('password1');
  await expect(page.getByText(/^Strength: (Very weak|Weak)$/)).toBeVisible();
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await expect(page.getByText(/^Strength: (Strong|Very strong)$/)).toBeVisible();
  await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The password is incorrect.');
  await expectAccessible(page);

  await page.getByLabel(/^Current password/).fill(customer.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Your other devices are signed out.')).toBeVisible();
  await expectAccessible(page);

  const outbox = await page.request.get(`/api/dev/outbox?to=${customer.mobileNumber}`);
  const { messages } = (await outbox.json()) as { messages: OutboxMessage[] };
  expect(messages[0]).toMatchObject({ purpose: 'password-changed' });
  const again = await page.request.post('/api/auth/sign-in', {
    data: { email: customer.email, password: NEW_PASSWORD, deviceUniqueId: crypto.randomUUID() },
  });
  expect(again.status()).toBe(200);
});

test("a customer uploads and removes a profile picture, and the shell's avatar follows", async ({
  page,
  customer,
}) => {
  allowConsoleError(page, /status of 415/);
  await signIn(page, customer, '/settings/personalise-profile');
  await expect(heading(page, 'My Profile')).toBeVisible();
  // the side menu's picture; the top bar's account button shows the same one
  const shellAvatar = page.getByRole('img', { name: 'Profile picture', exact: true });
  await expect(shellAvatar).toHaveAttribute('data-default-avatar', 'true');
  const input = page.getByTestId('profile-picture-input');

  await input.setInputFiles({
    name: 'not-a-picture.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.7\n'),
  });
  await expect(page.getByRole('alert')).toHaveText('Upload a JPEG, PNG or WebP picture.');
  await expect(shellAvatar).toHaveAttribute('data-default-avatar', 'true');

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('status').filter({ hasText: 'Your new picture is saved.' })).toBeVisible();
  await expect(shellAvatar).toHaveAttribute('src', /^\/api\/media\/profile-pictures\/[0-9a-f-]{36}\.webp$/);
  await expect(shellAvatar).toHaveAttribute('data-default-avatar', 'false');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your picture is removed.' })).toBeVisible();
  await expect(shellAvatar).toHaveAttribute('data-default-avatar', 'true');
  await page.reload();
  await expect(shellAvatar).toHaveAttribute('data-default-avatar', 'true');
});

const PAGES = [
  {
    path: '/settings',
    titles: { en: 'Settings', tr: 'Ayarlar', bn: 'সেটিংস' },
    list: { en: 'Active sessions', tr: 'Açık oturumlar', bn: 'সক্রিয় সেশন' },
  },
  {
    path: '/settings/change-login-password',
    titles: { en: 'Change Login Password', tr: 'Giriş parolasını değiştir', bn: 'লগইন পাসওয়ার্ড পরিবর্তন' },
  },
  { path: '/settings/personalise-profile', titles: { en: 'My Profile', tr: 'Profilim', bn: 'আমার প্রোফাইল' } },
] as const;

test('every settings page reads in English, Turkish and Bengali and passes axe', async ({
  page,
  customer,
}) => {
  await signIn(page, customer, '/settings');
  for (const language of ['en', 'tr', 'bn'] as const) {
    await chooseLanguageOnDevice(page, language);
    for (const settingsPage of PAGES) {
      const { path, titles } = settingsPage;
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(heading(page, titles[language])).toBeVisible();
      if ('list' in settingsPage)
        await expect(page.getByRole('list', { name: settingsPage.list[language] })).toBeVisible();
      await expectAccessible(page);
    }
  }
});

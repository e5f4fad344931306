import type { Page } from '@playwright/test';
import {
  allowConsoleError,
  answerSessionLocked,
  appStarted,
  expect,
  expectAccessible,
  SHELL_START_MS,
  signIn,
  test,
} from './fixtures.ts';
import { dialogShown, enterCodeFromOutbox } from './money-helpers.ts';

const NAME = 'e2e laptop';

/**
 * Chromium's virtual authenticator (DevTools protocol): a platform authenticator that keeps discoverable
 * credentials and verifies the user, as a phone's fingerprint would, without any prompt.
 */
async function addVirtualAuthenticator(page: Page, isUserVerified = true) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified,
      automaticPresenceSimulation: true,
    },
  });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Yes' }).click();
}

test('a passkey added in the settings signs the customer in and unlocks, until it is removed', async ({
  page,
  customer,
}) => {
  // A long flow (a code from the outbox, two sign-outs, a reload, six axe runs): 46 s on a 2-core
  // machine with both workers busy, past the default minute on a slower one (CI failed it so).
  test.setTimeout(120_000);
  await addVirtualAuthenticator(page);
  await signIn(page, customer, '/settings');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section).toContainText('You have no passkeys yet.');
  await expectAccessible(page);

  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter a name for the passkey.')).toBeVisible();
  await section.getByRole('textbox', { name: /^Passkey name/ }).fill(NAME);
  await expectAccessible(page);
  await section.getByRole('button', { name: 'Send code' }).click();
  await enterCodeFromOutbox(page, customer);
  await section.getByRole('button', { name: 'Create passkey' }).click();
  await expect(section.getByRole('status')).toHaveText(
    `The passkey "${NAME}" is added. You can now sign in with it.`,
  );
  const item = section.getByRole('listitem').filter({ hasText: NAME });
  await expect(item).toContainText('Not used yet');
  await expectAccessible(page);

  // Signed out, the sign-in page offers the passkey in the e-mail field's autofill (conditional mediation): the
  // virtual authenticator picks it at once, as the customer would from the suggestions.
  await signOut(page);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('button', { name: 'Toggle menu' })).toBeVisible();
  await page.goto('/settings');
  await expect(item).toContainText('Last used');

  // An idle-locked session is unlocked with the passkey instead of the password.
  await answerSessionLocked(page, '**/api/passkeys');
  await page.reload();
  // the reloaded app starts afresh before it asks for the passkeys
  await expect(page).toHaveURL('/unlock-session?redirectURL=%2Fsettings', { timeout: SHELL_START_MS });
  await expectAccessible(page);
  await page.context().unroute('**/api/passkeys');
  await page.getByRole('button', { name: 'Unlock with a passkey' }).click();
  await expect(page).toHaveURL('/settings');

  // renamed by keyboard: the dialog takes the focus and Enter saves
  await section.getByRole('button', { name: `Rename ${NAME}` }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Rename passkey' });
  await expect(renameDialog.getByRole('textbox', { name: /^Passkey name/ })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' 2');
  await page.keyboard.press('Enter');
  await expect(renameDialog).toBeHidden();
  await expect(section.getByRole('listitem').filter({ hasText: `${NAME} 2` })).toBeVisible();

  await section.getByRole('button', { name: `Remove ${NAME} 2` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove passkey?' });
  await dialogShown(page);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`The passkey "${NAME} 2" is removed.`)).toBeVisible();
  await expect(section).toContainText('You have no passkeys yet.');

  // The authenticator still holds the passkey, but the bank no longer knows it: the autofill and the button are
  // both refused, and the customer stays on the sign-in page.
  allowConsoleError(page, /status of 403/);
  await signOut(page);
  const refusal =
    'This passkey is not registered for your internet banking. Sign in with your password instead.';
  await expect(page.getByRole('alert')).toHaveText(refusal);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(refusal);
  await expect(page).toHaveURL('/sign-in');
  await expectAccessible(page);
});

test('the sign-in page offers passkeys in en, tr and bn, passes axe, and says so when none is picked', async ({
  page,
}) => {
  // an authenticator whose user does not verify: the browser refuses, as when the customer closes its prompt
  await addVirtualAuthenticator(page, false);
  await page.goto('/sign-in');
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute(
    'autocomplete',
    'username webauthn',
  );
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The passkey request was closed before it finished. Nothing was changed: try again when you are ready.',
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.getByRole('button', { name: 'পাসকি দিয়ে সাইন ইন করুন' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^ভাষা/ }).click();
  await page.getByRole('menuitem', { name: 'Türkçe' }).click();
  await expect(page.getByRole('button', { name: 'Geçiş anahtarıyla giriş yap' })).toBeVisible();
  await expectAccessible(page);
});

/** Every alert the page shows, in order, kept from the start (an alert shown for a moment counts too). */
async function recordAlerts(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { alertsShown: string[] }).alertsShown = shown;
    new MutationObserver(() => {
      for (const alert of document.querySelectorAll('[role=alert]')) {
        const text = alert.textContent?.trim() ?? '';
        if (text && !alert.hasAttribute('data-recorded')) {
          alert.setAttribute('data-recorded', '');
          shown.push(text);
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { alertsShown: string[] }).alertsShown);
}

/** The app at 127.0.0.1: the same server, on a host outside the relying party (WEBAUTHN_RP_ID localhost). */
const onAddress = (baseURL: string | undefined, path: string) =>
  `${baseURL!.replace('//localhost:', '//127.0.0.1:')}${path}`;

test('on a host outside the relying party, the sign-in page offers no passkey and shows no passkey error', async ({
  page,
  customer,
  baseURL,
}) => {
  // an authenticator at hand, so that the browser would offer the autofill where it could
  await addVirtualAuthenticator(page);
  const alertsShown = await recordAlerts(page);
  allowConsoleError(page, /status of 401 .*\/api\/auth\/sign-in/);
  await page.goto(onAddress(baseURL, '/sign-in'));
  const email = page.getByRole('textbox', { name: /^E-mail/ });
  await email.fill(customer.email);
  await page.getByLabel(/^Password/).fill('Wrong#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');

  await page.getByLabel(/^Password/).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(onAddress(baseURL, '/dashboard'));
  await appStarted(page);
  expect(await alertsShown()).toEqual(['The e-mail or password is incorrect.']);
});

test('on a host outside the relying party, the passkey button says where passkeys work', async ({
  page,
  baseURL,
}) => {
  const ceremonies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/passkey/')) ceremonies.push(request.url());
  });
  await page.goto(onAddress(baseURL, '/sign-in'));
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "Passkeys work only at the bank's own internet-banking address, and this page was opened at another one. " +
      'Open internet banking at its usual address to use a passkey, or sign in with your password here.',
  );
  await expectAccessible(page);
  expect(ceremonies).toEqual([]);
});

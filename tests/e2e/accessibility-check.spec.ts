import { expect, expectAccessible, test } from './fixtures.ts';

// The check every page's test relies on finds what it must, in the page and in a same-origin frame.
test('the accessibility check reports a nameless button, in the page and in a frame', async ({ page }) => {
  await page.goto('/api/meta/client-config');
  await page.setContent('<html lang="en"><title>t</title><main><button></button></main></html>');
  await expect(expectAccessible(page)).rejects.toThrow(/button-name/);

  await page.setContent(
    '<html lang="en"><title>t</title><main><iframe title="f" srcdoc="<html lang=en><title>f</title><button></button></html>"></iframe></main></html>',
  );
  await expect(expectAccessible(page)).rejects.toThrow(/button-name/);

  await page.setContent('<html lang="en"><title>t</title><main><button>Pay</button></main></html>');
  await expectAccessible(page);
});

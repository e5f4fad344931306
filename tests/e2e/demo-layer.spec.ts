import { allowConsoleError, expect, signIn, test } from './fixtures.ts';

/**
 * The demo layer in the running app: the MSW worker answers demo calls in the browser, while banking calls go to
 * the real server without passing through the worker at all. Server answers carry its Permissions-Policy header;
 * the worker's answers do not.
 */
test('the demo worker answers demo calls and lets banking calls reach the server', async ({
  page,
  customer,
}) => {
  // The browser logs the unhandled demo path's 404 as a failed resource load; that answer is asserted below.
  allowConsoleError(page, /404 \(Not Found\) \(http:\/\/localhost:\d+\/api\/apps\/no-such-area\)/);
  // The worker starts once the signed-in layout is entered; a guest page loads none of it.
  await signIn(page, customer);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null);

  const viaWorker = new Map<string, boolean>();
  page.on('response', (response) =>
    viaWorker.set(new URL(response.url()).pathname, response.fromServiceWorker()),
  );
  const answers = await page.evaluate(async () => {
    const read = async (path: string) => {
      const response = await fetch(path);
      return {
        status: response.status,
        fromServer: response.headers.has('permissions-policy'),
        body: await response.text(),
      };
    };
    return {
      demo: await read('/api/apps/academy/categories'),
      unhandled: await read('/api/apps/no-such-area'),
      banking: await read('/api/meta/languages/active'),
    };
  });

  expect(answers.demo).toMatchObject({ status: 200, fromServer: false });
  const categories = JSON.parse(answers.demo.body) as { title: string }[];
  expect(categories.map((category) => category.title)).toEqual(['Android', 'Cloud', 'Firebase', 'Web']);
  expect(answers.unhandled).toEqual({ status: 404, fromServer: false, body: 'NOT FOUND' });
  expect(answers.banking).toMatchObject({ status: 200, fromServer: true });
  expect((JSON.parse(answers.banking.body) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  expect(viaWorker.get('/api/apps/academy/categories')).toBe(true);
  expect(viaWorker.get('/api/meta/languages/active')).toBe(false);
});

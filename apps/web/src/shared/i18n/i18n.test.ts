import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@/shared/testing/render-with-providers';
import { PREFERENCES_COOKIE } from '@taka/contracts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the translation files with `answers` in turn (404 once they run out), the bank's texts with none. */
function serve(answers: Response[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (!url.startsWith('/i18n/')) return json({ status: 'OK', data: { bilingualData: '{}' } });
      asked.push(url);
      return answers.shift() ?? json({}, 404);
    }),
  );
  return asked;
}

/** The module afresh, with an i18next instance of its own. */
const freshI18n = () => import('./i18n');

const forgetPreferences = () => (document.cookie = `${PREFERENCES_COOKIE}=; Path=/; Max-Age=0`);

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.unstubAllGlobals();
  forgetPreferences();
  // Each instance started here became react-i18next's own, which a component rendered without a provider reads (in
  // Bengali after the test of the chosen language): the test files of this worker that follow get English again.
  createTestI18n();
});

describe('the translation file', () => {
  it('is fetched again when the server failed for a moment', async () => {
    const asked = serve([json({}, 503), json({ greeting: 'Good Morning' })]);
    const { i18n, initI18n } = await freshI18n();
    await initI18n();
    expect(asked).toEqual(['/i18n/en.json', '/i18n/en.json']);
    expect(i18n.t('greeting')).toBe('Good Morning');
  });

  it('is not asked for again when it is not there', async () => {
    const asked = serve([]);
    const { initI18n } = await freshI18n();
    await initI18n();
    expect(asked).toEqual(['/i18n/en.json']);
  });

  it("is the device's language only: every text is in each file, so English is no fallback to fetch", async () => {
    document.cookie = `${PREFERENCES_COOKIE}=${encodeURIComponent('language=bn')}; Path=/`;
    const asked = serve([json({ greeting: 'শুভ সকাল' })]);
    const { i18n, initI18n } = await freshI18n();
    await initI18n();
    expect(asked).toEqual(['/i18n/bn.json']);
    expect(i18n.t('greeting')).toBe('শুভ সকাল');
  });

  it('is not fetched where the server hands every file over', async () => {
    const asked = serve([]);
    const { i18n, initI18n } = await freshI18n();
    await initI18n({ resources: { en: { translation: { greeting: 'Good Morning' } } } });
    expect(asked).toEqual([]);
    expect(i18n.t('greeting')).toBe('Good Morning');
  });
});

describe('a language the customer switches to', () => {
  it('is remembered on the device, set on <html> and given the bank texts over its file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url === '/i18n/en.json') return json({ greeting: 'Good Morning' });
        if (url === '/i18n/tr.json') return json({ greeting: 'Günaydın', farewell: 'Hoşça kal' });
        const bilingualData = url.endsWith('/tr') ? JSON.stringify({ farewell: 'Güle güle' }) : '{}';
        const data = { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', bilingualData };
        return json({ responseCode: 'S100000', responseMessage: 'OK', data });
      }),
    );
    const { i18n, initI18n, followLanguageChanges } = await freshI18n();
    await initI18n();
    followLanguageChanges();
    await i18n.changeLanguage('tr');
    await vi.waitFor(() => expect(i18n.t('farewell')).toBe('Güle güle'));
    expect(i18n.t('greeting')).toBe('Günaydın');
    expect(document.documentElement.lang).toBe('tr');
    expect(decodeURIComponent(document.cookie)).toContain(`${PREFERENCES_COOKIE}=language=tr`);
  });
});

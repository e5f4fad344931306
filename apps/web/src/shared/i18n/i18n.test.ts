import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@/shared/testing/render-with-providers';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers each part of the translation file with its `answers` in turn (404 once they run out); the bank's texts
 * (fetched after) with none. Returns the parts asked for, in order.
 */
function serve(answers: { first?: Response[]; rest?: Response[] }) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const part = url.match(/^\/i18n\/en\.(first|rest)\.json$/)?.[1] as 'first' | 'rest' | undefined;
      if (!part) return json({ status: 'OK', data: { bilingualData: '{}' } });
      asked.push(part);
      return answers[part]?.shift() ?? json({}, 404);
    }),
  );
  return asked;
}

/** The module afresh, with an i18next instance of its own. */
const freshI18n = () => import('./i18n');

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem('taka.language');
  // Each instance started here became react-i18next's own, which a component rendered without a provider reads (in
  // Bengali after the test of the stored language): the test files of this worker that follow get English again.
  createTestI18n();
});

describe('the translation files', () => {
  it('are fetched again when the server failed for a moment, and the texts come from both parts', async () => {
    const asked = serve({
      first: [json({}, 503), json({ greeting: 'Good Morning' })],
      rest: [json({ farewell: 'Goodbye' }), json({ farewell: 'Goodbye' })],
    });
    const { i18n, initI18n } = await freshI18n();
    await initI18n();
    expect(asked).toEqual(['first', 'rest', 'first', 'rest']);
    expect(i18n.t('greeting')).toBe('Good Morning');
    expect(i18n.t('farewell')).toBe('Goodbye');
  });

  it('are not asked for again when a part is not there', async () => {
    const asked = serve({ rest: [json({ farewell: 'Goodbye' })] });
    const { initI18n } = await freshI18n();
    await initI18n();
    expect(asked).toEqual(['first', 'rest']);
  });

  it('start with the first part on a first-view page; the rest is added once, when asked for', async () => {
    const asked = serve({
      first: [json({ greeting: 'Good Morning' })],
      rest: [json({ farewell: 'Goodbye', greeting: 'Not this one' })],
    });
    const { i18n, initI18n, loadRestOfTexts } = await freshI18n();
    await initI18n({ startsOnFirstView: true });
    expect(asked).toEqual(['first']);
    expect(i18n.t('farewell')).toBe('farewell');

    await Promise.all([loadRestOfTexts(), loadRestOfTexts()]);
    await loadRestOfTexts();
    expect(asked).toEqual(['first', 'rest']);
    expect(i18n.t('farewell')).toBe('Goodbye');
    expect(i18n.t('greeting')).toBe('Good Morning');
  });

  it('redraw the texts on screen when the rest arrives only if a key was shown for want of it', async () => {
    for (const keyShownMeanwhile of [false, true]) {
      vi.resetModules();
      serve({ first: [json({ greeting: 'Good Morning' })], rest: [json({ farewell: 'Goodbye' })] });
      const { i18n, initI18n, loadRestOfTexts } = await freshI18n();
      await initI18n({ startsOnFirstView: true });
      const added = vi.fn();
      // The store hands its listeners the texts added too, beyond what its type says.
      i18n.store.on('added', (...event: unknown[]) => 'farewell' in (event[2] as object) && added());
      expect(i18n.t(keyShownMeanwhile ? 'farewell' : 'greeting')).toBe(
        keyShownMeanwhile ? 'farewell' : 'Good Morning',
      );
      await loadRestOfTexts();
      expect(added).toHaveBeenCalledTimes(keyShownMeanwhile ? 1 : 0);
      expect(i18n.t('farewell')).toBe('Goodbye');
    }
  });

  it('ask for the rest again on the next call after it failed, showing what they have meanwhile', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const asked = serve({
      first: [json({ greeting: 'Good Morning' })],
      rest: [json({}, 503), json({ farewell: 'Goodbye' })],
    });
    const { i18n, initI18n, loadRestOfTexts } = await freshI18n();
    await initI18n({ startsOnFirstView: true });
    await loadRestOfTexts();
    expect(i18n.t('farewell')).toBe('farewell');
    expect(i18n.t('greeting')).toBe('Good Morning');

    await loadRestOfTexts();
    expect(asked).toEqual(['first', 'rest', 'rest']);
    expect(i18n.t('farewell')).toBe('Goodbye');
  });

  it("load only the customer's language: every text is in each file, so English is no fallback to fetch", async () => {
    localStorage.setItem('taka.language', 'bn');
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (!url.startsWith('/i18n/')) return json({ status: 'OK', data: { bilingualData: '{}' } });
        asked.push(url);
        return json({ greeting: 'শুভ সকাল' });
      }),
    );
    const { i18n, initI18n } = await freshI18n();
    await initI18n({ startsOnFirstView: true });
    expect(asked).toEqual(['/i18n/bn.first.json']);
    expect(i18n.t('greeting')).toBe('শুভ সকাল');
  });

  it('after the first view, load a language with both parts, a group split between them whole again', async () => {
    const asked = serve({
      first: [json({ pages: { dashboard: 'Dashboard' } })],
      rest: [json({ pages: { statement: 'Account Statement' } })],
    });
    const { i18n, initI18n, loadRestOfTexts } = await freshI18n();
    await initI18n();
    await loadRestOfTexts();
    expect(asked).toEqual(['first', 'rest']);
    expect(i18n.t('pages.dashboard')).toBe('Dashboard');
    expect(i18n.t('pages.statement')).toBe('Account Statement');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from './i18n';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the translation file with `answers` in turn; the bank's texts (fetched after) with none. */
function serve(answers: Response[]) {
  const files: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (!url.startsWith('/i18n/')) return json({ status: 'OK', data: { bilingualData: '{}' } });
      files.push(url);
      return answers.shift() ?? json({}, 404);
    }),
  );
  return files;
}

afterEach(() => vi.unstubAllGlobals());

describe('the translation files', () => {
  it('are fetched again when the server failed for a moment, and the texts come from them', async () => {
    const files = serve([json({}, 503), json({ greeting: 'Good Morning' })]);
    await initI18n();
    expect(files).toEqual(['/i18n/en.json', '/i18n/en.json']);
    expect(i18n.t('greeting')).toBe('Good Morning');
  });

  it('are not asked for again when the file is not there', async () => {
    const files = serve([json({}, 404)]);
    await i18n.reloadResources(['en']);
    expect(files).toEqual(['/i18n/en.json']);
  });
});

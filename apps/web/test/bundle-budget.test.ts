/**
 * The JavaScript budget of the built app: what a page's document names for the browser to load before the app takes
 * the page over (its scripts and module preloads), brotli-compressed (quality 11, computed from the built files).
 * The document is the one the build's server bundle renders. Builds the app first unless dist/ is a build of the
 * current sources.
 *
 * Each budget holds what has been reached, so it can only shrink: lower one whenever a change cuts its page. Raise
 * one only for what every page must load, by what was measured, and say so in the commit.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildIfChanged } from '../scripts/build-if-changed.ts';
import { KIB, describePageLoad, measurePageLoad, renderBuiltPage } from '../scripts/bundle-size.ts';

const WEB_ROOT = join(import.meta.dirname, '..');
const REPO_ROOT = join(WEB_ROOT, '..', '..');
const DIST = join(WEB_ROOT, 'dist');

const BUDGETS = [
  { page: '/sign-in', kib: 214.9, session: null },
  { page: '/dashboard', kib: 273.4, session: 'unlocked' },
] as const;

/**
 * What the page's loaders ask the API for while it renders: the client configuration, the bank's texts; any other
 * call (a signed-in page's data) gets an answer its schema refuses, which the page shows as an error in its place.
 */
function answerApi(path: string) {
  if (path === '/api/meta/client-config')
    return { demoLayer: true, idleLockMinutes: 5, passkeyRelyingPartyId: 'localhost' };
  const data = { code: 'en', name: 'English', nativeName: 'English', bilingualData: '{}' };
  return { responseCode: 'S100000', responseMessage: 'OK', data };
}

beforeAll(async () => {
  // The production build customers get: Vitest sets NODE_ENV=test, which would build React's development bundle.
  await buildIfChanged({
    repoRoot: REPO_ROOT,
    distDir: DIST,
    nodeEnv: 'production',
    build: () => {
      execFileSync('npm', ['run', 'build', '-w', '@taka/web'], {
        cwd: REPO_ROOT,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: 'pipe',
        timeout: 300_000,
      });
      return true;
    },
  });
}, 330_000);

describe('JavaScript a page names before the app takes it over, brotli', () => {
  // A minute each: brotli at quality 11 over a megabyte takes seconds on a slow machine.
  test.each(BUDGETS)(
    '$page: at most $kib KiB',
    async ({ page, kib, session }) => {
      const html = await renderBuiltPage(DIST, page, answerApi, session);
      const load = measurePageLoad(join(DIST, 'client'), html);
      expect(load.assets.length).toBeGreaterThan(0);
      expect(
        load.jsBrotliBytes,
        `${page} names ${(load.jsBrotliBytes / KIB).toFixed(1)} KiB of JavaScript, over its budget of ${kib} KiB:\n` +
          describePageLoad(load),
      ).toBeLessThanOrEqual(kib * KIB);
    },
    60_000,
  );
});

/**
 * A build with DEMO_LAYER=false (decision 058) holds nothing of the demo layer: no demo route in its route tree, no
 * module of src/demo or packages/demo-api, not the demo worker; and the server, seeing
 * no demo worker, leaves the layer off. Built once, into a temporary folder of its own, so that apps/web/dist stays
 * the build with the demo layer that the other checks and the browser tests use.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_WORKER_FILES } from '../build/demo-layer.ts';
import { renderBuiltPage } from '../scripts/bundle-size.ts';

const WEB_ROOT = join(import.meta.dirname, '..');
const REPO_ROOT = join(WEB_ROOT, '..', '..');

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'taka-web-without-demo-'));
  execFileSync('npm', ['run', 'build', '-w', '@taka/web', '--', '--outDir', dist], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', DEMO_LAYER: 'false' },
    stdio: 'pipe',
    timeout: 300_000,
  });
}, 330_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const scripts = (part: 'client' | 'server') =>
  readdirSync(join(dist, part, 'assets')).filter((file) => file.endsWith('.js'));

describe('a build with DEMO_LAYER=false', () => {
  test('holds no demo route in its route tree, nor MSW, which only the demo worker uses', () => {
    for (const part of ['client', 'server'] as const) {
      const code = scripts(part).map((file) => readFileSync(join(dist, part, 'assets', file), 'utf8'));
      expect(code.length, part).toBeGreaterThan(0);
      // The route tree's ids of the demo routes, which a build with the demo layer holds.
      expect(
        code.filter((text) => text.includes('/_main/_demo')),
        part,
      ).toEqual([]);
      expect(
        code.filter((text) => text.includes('[MSW]')),
        part,
      ).toEqual([]);
    }
  });

  test("draws the bank's pages", async () => {
    const answerApi = () => ({ demoLayer: false, idleLockMinutes: 5, passkeyRelyingPartyId: 'localhost' });
    expect(await renderBuiltPage(dist, '/sign-in', answerApi)).toContain('<form');
  }, 60_000);

  test("leaves out the demo worker's files, which public/ holds for a build with the demo layer", () => {
    for (const file of DEMO_WORKER_FILES) {
      expect(existsSync(join(WEB_ROOT, 'public', file)), file).toBe(true);
      for (const copy of [file, `${file}.br`, `${file}.gz`])
        expect(existsSync(join(dist, 'client', copy)), copy).toBe(false);
    }
  });
});

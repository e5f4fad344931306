/**
 * A build with DEMO_LAYER=false (decision 058) holds nothing of the demo layer: no demo route in its route tree, no
 * module of src/demo or packages/demo-api, not the shell's demo panels, not the demo worker; and it tells the server so
 * (route-preloads.json), which then leaves the layer off. Built once, into a temporary folder of its own, so that
 * apps/web/dist stays the build with the demo layer that the other checks and the browser tests use.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_WORKER_FILES } from '../build/demo-layer.ts';
import { DEMO_LAYER_FIRST_VIEW, ROUTE_PRELOADS_FILE, type RoutePreloads } from '../build/route-preloads.ts';
import { readManifest, type Manifest } from '../scripts/bundle-size.ts';

const WEB_ROOT = join(import.meta.dirname, '..');
const REPO_ROOT = join(WEB_ROOT, '..', '..');
const DEMO_ROUTES = 'src/app/routes/_main/_demo';

let dist: string;
let manifest: Manifest;
let preloads: RoutePreloads;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'taka-web-without-demo-'));
  execFileSync('npm', ['run', 'build', '-w', '@taka/web', '--', '--outDir', dist], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', DEMO_LAYER: 'false' },
    stdio: 'pipe',
    timeout: 300_000,
  });
  manifest = readManifest(dist);
  preloads = JSON.parse(readFileSync(join(dist, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreloads;
}, 330_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const sources = () => Object.keys(manifest).map((key) => key.split('?')[0]!);

describe('a build with DEMO_LAYER=false', () => {
  test("has the bank's routes and none of the demo routes", () => {
    const demoRoutes = readdirSync(join(WEB_ROOT, DEMO_ROUTES), { recursive: true }).filter((file) =>
      String(file).endsWith('.tsx'),
    );
    expect(demoRoutes.length).toBeGreaterThan(0);
    expect(sources()).toContain('src/app/routes/_main/dashboard/index.tsx');
    expect(sources().filter((source) => source.startsWith(DEMO_ROUTES))).toEqual([]);
  });

  test('lists no demo page among its pages, and no demo files for the server to preload', () => {
    expect(Object.keys(preloads.pages)).toContain('/dashboard');
    const demoPages = Object.keys(preloads.pages).filter((page) =>
      /^\/(apps|dashboards|ui|docs)\//.test(page),
    );
    expect(demoPages).toEqual([]);
    expect(preloads.demoLayer).toBeNull();
  });

  test('holds no module of the demo areas, the demo API, the demo worker or the shell panels', () => {
    const demo = sources().filter(
      (source) =>
        source.startsWith('src/demo/') ||
        source.startsWith('../../packages/demo-api/') ||
        DEMO_LAYER_FIRST_VIEW.includes(source),
    );
    expect(demo).toEqual([]);
    const scripts = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.filter((file) => file.startsWith('demo-first-view-'))).toEqual([]);
    // The route tree's ids of the demo routes, which a build with the demo layer holds.
    const withDemoRoutes = scripts.filter((file) =>
      readFileSync(join(dist, 'assets', file), 'utf8').includes('/_demo'),
    );
    expect(withDemoRoutes).toEqual([]);
  });

  test("leaves out the demo worker's files, which public/ holds for a build with the demo layer", () => {
    for (const file of DEMO_WORKER_FILES) {
      expect(existsSync(join(WEB_ROOT, 'public', file)), file).toBe(true);
      for (const copy of [file, `${file}.br`, `${file}.gz`])
        expect(existsSync(join(dist, copy)), copy).toBe(false);
    }
  });
});

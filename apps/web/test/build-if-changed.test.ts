import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeEach, describe, expect, test } from 'vitest';
import { buildIfChanged, stampPath } from '../scripts/build-if-changed.ts';

let repoRoot: string;
let distDir: string;
let builds: number;

const write = (file: string, content: string) => {
  mkdirSync(dirname(join(repoRoot, file)), { recursive: true });
  writeFileSync(join(repoRoot, file), content);
};

/** A stand-in for Vite: empties dist, as the real build does, and writes the server bundle. */
function fakeBuild(): boolean {
  builds += 1;
  rmSync(distDir, { recursive: true, force: true });
  mkdirSync(join(distDir, 'server'), { recursive: true });
  writeFileSync(join(distDir, 'server', 'server.js'), 'export {}');
  return true;
}

const start = (nodeEnv?: string, build = fakeBuild, demoLayer?: boolean) =>
  buildIfChanged({ repoRoot, distDir, nodeEnv, build, demoLayer });

beforeEach(() => {
  repoRoot = mkdtempSync(join(tmpdir(), 'taka-build-if-changed-'));
  distDir = join(repoRoot, 'apps/web/dist');
  builds = 0;
  write('apps/web/src/app/client.ts', 'hydrate()');
  write('packages/contracts/src/auth.ts', 'export const a = 1;');
  write('package-lock.json', '{"lockfileVersion": 3}');
});

describe('npm start builds the web app only when its inputs changed', () => {
  test('builds when there is no build, then skips while nothing changed', async () => {
    expect(await start()).toBe('built');
    expect(await start()).toBe('skipped');
    expect(builds).toBe(1);
  });

  test.each([
    ['a web source', 'apps/web/src/app/client.ts'],
    ['a new web source', 'apps/web/src/features/new.tsx'],
    ['a contract', 'packages/contracts/src/auth.ts'],
    ['the locked packages', 'package-lock.json'],
  ])('builds again after a change to %s', async (_what, file) => {
    await start();
    write(file, 'changed');
    expect(await start()).toBe('built');
    expect(await start()).toBe('skipped');
  });

  test('files the build writes itself, and tests, change nothing', async () => {
    await start();
    write('apps/web/src/app/routeTree.gen.ts', 'regenerated');
    write('apps/web/public/mockServiceWorker.js', 'copied');
    write('apps/web/public/demo-worker.js', 'written');
    write('apps/web/src/main.test.tsx', 'test()');
    expect(await start()).toBe('skipped');
  });

  test('builds again for another NODE_ENV; unset is production, as for Vite', async () => {
    await start();
    expect(await start('production')).toBe('skipped');
    expect(await start('development')).toBe('built');
  });

  test('builds again with the demo layer left out (DEMO_LAYER=false), and again with it', async () => {
    expect(await start(undefined, fakeBuild, true)).toBe('built');
    expect(await start(undefined, fakeBuild, false)).toBe('built');
    expect(await start(undefined, fakeBuild, false)).toBe('skipped');
    expect(await start(undefined, fakeBuild, true)).toBe('built');
  });

  test('builds again when the build was replaced by another (which removed the stamp) or deleted', async () => {
    await start();
    fakeBuild();
    expect(await start()).toBe('built');
    rmSync(distDir, { recursive: true });
    expect(await start()).toBe('built');
  });

  test('a failed build leaves no stamp, so the next start builds', async () => {
    const failingBuild = () => {
      fakeBuild();
      return false;
    };
    expect(await start(undefined, failingBuild)).toBe('failed');
    expect(existsSync(stampPath(distDir))).toBe(false);
    expect(await start()).toBe('built');
  });
});

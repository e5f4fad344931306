/**
 * `npm start`'s build step: builds the web app into apps/web/dist only when what the build reads changed since the
 * last build made here. The inputs' hash is kept beside Vite's manifest in dist/.vite; any other build empties dist
 * and so removes it, and the next start builds again. `npm run build` always builds.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildsDemoLayer } from '../build/demo-layer.ts';

/** What the build reads, relative to the repository root: its sources, their configuration, the locked packages. */
export const BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/demo-api/src',
  'packages/demo-api/scripts',
  'packages/demo-api/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'tsconfig.base.json',
  'package.json',
  'package-lock.json',
];

/** Written by the build itself from the inputs above (the route tree, the demo worker), so not inputs of their own. */
const GENERATED = new Set([
  'apps/web/src/app/routeTree.gen.ts',
  'apps/web/public/mockServiceWorker.js',
  'apps/web/public/demo-worker.js',
]);
/** Tests are never part of the bundle. */
const TEST_FILE = /\.test\.tsx?$/;

export const stampPath = (distDir: string) => join(distDir, '.vite', 'build-inputs.sha256');

function inputFiles(repoRoot: string): string[] {
  const files: string[] = [];
  for (const input of BUILD_INPUTS) {
    const info = statSync(join(repoRoot, input), { throwIfNoEntry: false });
    if (!info) continue;
    if (!info.isDirectory()) {
      files.push(input);
      continue;
    }
    for (const entry of readdirSync(join(repoRoot, input), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(join(entry.parentPath, entry.name).slice(repoRoot.length + 1));
    }
  }
  return files.filter((file) => !GENERATED.has(file) && !TEST_FILE.test(file)).sort();
}

/**
 * One hash over every input file's path and content, the NODE_ENV the build runs with (it picks React's bundle;
 * Vite builds for production when it is unset) and whether it holds the demo layer (DEMO_LAYER, decision 058).
 */
export function hashBuildInputs(repoRoot: string, nodeEnv: string | undefined, demoLayer: boolean): string {
  const hash = createHash('sha256').update(`NODE_ENV=${nodeEnv || 'production'}\nDEMO_LAYER=${demoLayer}\n`);
  for (const file of inputFiles(repoRoot)) {
    const content = createHash('sha256')
      .update(readFileSync(join(repoRoot, file)))
      .digest('hex');
    hash.update(`${file}\0${content}\n`);
  }
  return hash.digest('hex');
}

/**
 * Builds into `distDir` unless its last build here was of the same inputs; a failed build leaves no stamp. The build
 * holds the demo layer unless DEMO_LAYER, which it inherits, says not.
 */
export async function buildIfChanged(options: {
  repoRoot: string;
  distDir: string;
  nodeEnv: string | undefined;
  demoLayer?: boolean;
  build: () => boolean | Promise<boolean>;
}): Promise<'skipped' | 'built' | 'failed'> {
  const inputsHash = hashBuildInputs(
    options.repoRoot,
    options.nodeEnv,
    options.demoLayer ?? buildsDemoLayer(),
  );
  const stamp = stampPath(options.distDir);
  const built = existsSync(join(options.distDir, 'server', 'server.js')) && existsSync(stamp);
  if (built && readFileSync(stamp, 'utf8').trim() === inputsHash) return 'skipped';
  if (!(await options.build())) return 'failed';
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${inputsHash}\n`);
  return 'built';
}

if (import.meta.main) {
  const repoRoot = join(import.meta.dirname, '..', '..', '..');
  const outcome = await buildIfChanged({
    repoRoot,
    distDir: join(repoRoot, 'apps/web/dist'),
    nodeEnv: process.env.NODE_ENV,
    build: () =>
      spawnSync('npm', ['run', 'build', '-w', '@taka/web'], { cwd: repoRoot, stdio: 'inherit' }).status === 0,
  });
  if (outcome === 'skipped') {
    process.stdout.write(
      'Web app unchanged since its last build: not building it again (npm run build forces one).\n',
    );
  }
  if (outcome === 'failed') process.exit(1);
}

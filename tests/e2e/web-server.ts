/**
 * The browser tests' web server (playwright.config.ts starts it). It serves the production bundle customers get from a
 * temporary folder of this run's own, which a build into apps/web/dist meanwhile (npm run build, another run of the
 * suite) cannot take away mid-run, and runs the API over a fresh embedded database in the same folder. The bundle is
 * apps/web/dist's, built first unless its inputs are unchanged since its last build (npm test's bundle-size checks
 * have just built it: one build a run instead of two). When the server exits (Playwright sends SIGTERM to the process
 * group at the end of the run) it removes the folder: only its own, so runs on other ports go on undisturbed.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfChanged } from '../../apps/web/scripts/build-if-changed.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
const runDir = mkdtempSync(join(tmpdir(), 'taka-e2e-'));
const webDistDir = join(runDir, 'web');
let stopping = false;

/** Runs a command to its end; its exit code, 1 when a signal ended it. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(command, args, { env, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

// The signal reaches the build or the server too (same process group): wait for it to exit, then clean up.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (stopping = true));

let exitCode: number;
try {
  const distDir = join(repoRoot, 'apps/web/dist');
  const build = await buildIfChanged({
    repoRoot,
    distDir,
    // The production bundle, whatever NODE_ENV the server runs with.
    nodeEnv: 'production',
    build: async () =>
      (await run('npm', ['run', 'build', '-w', '@taka/web'], { ...process.env, NODE_ENV: 'production' })) ===
      0,
  });
  exitCode = build === 'failed' ? 1 : 0;
  if (exitCode === 0 && !stopping) {
    cpSync(distDir, webDistDir, { recursive: true });
    exitCode = await run(process.execPath, ['apps/server/src/server.ts'], {
      ...process.env,
      DATA_DIR: join(runDir, 'data'),
      WEB_DIST_DIR: webDistDir,
    });
  }
} finally {
  rmSync(runDir, { recursive: true, force: true });
}
process.exit(exitCode);

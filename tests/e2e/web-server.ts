/**
 * The browser tests' web server (playwright.config.ts starts it). It builds the production bundle customers get into
 * a temporary folder of this run's own, which a build into apps/web/dist meanwhile (npm run build, another run of the
 * suite) cannot take away mid-run, and runs the API over a fresh embedded database in the same folder. When the
 * server exits (Playwright sends SIGTERM to the process group at the end of the run) it removes the folder: only its
 * own, so runs on other ports go on undisturbed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
  exitCode = await run('npm', ['run', 'build', '-w', '@taka/web', '--', '--outDir', webDistDir], {
    ...process.env,
    // The production bundle, whatever NODE_ENV the server runs with.
    NODE_ENV: 'production',
  });
  if (exitCode === 0 && !stopping) {
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

import { execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './services.ts';

const REPO_ROOT = join(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

/** The production build (`npm run build`), into a folder of its own: other builds in this tree replace dist/. */
export function buildWebApp(): string {
  const outDir = join(mkdtempSync(join(tmpdir(), 'taka-bench-web-dist-')), 'dist');
  execFileSync('npm', ['run', 'build', '-w', '@taka/web', '--', '--outDir', outDir, '--emptyOutDir'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 300_000,
  });
  return outDir;
}

export type WebServer = { url: string; stop(): Promise<void> };

/**
 * apps/server as `npm start` runs it, serving the web build in `webDistDir`, on a free port of 127.0.0.1: embedded
 * PGlite in a scratch folder, seeded with the demo customers (NODE_ENV=test), memory rate limits out of the way.
 * Resolves once it answers ready; the URL names it `localhost`, as a person would open it.
 */
export async function startWebServer(webDistDir: string): Promise<WebServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'taka-bench-web-'));
  const logFile = join(dir, 'server.log');
  const log = openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'data'),
    WEB_DIST_DIR: webDistDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    MONEY_RATE_LIMIT_PER_MINUTE: '100000',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [join(REPO_ROOT, 'apps/server/src/server.ts')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = sleep(STOP_TIMEOUT_MS).then(() => 'timeout' as const);
    if ((await Promise.race([exited, timer])) === 'timeout') {
      child.kill('SIGKILL');
      await exited;
    }
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    const status = await fetch(`http://127.0.0.1:${port}/health/ready`, {
      signal: AbortSignal.timeout(2_000),
    }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { url: `http://localhost:${port}`, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`the server did not answer ready; its log:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
}

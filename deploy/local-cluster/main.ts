/**
 * npm run cluster: CLUSTER_SIZE instances (default 3) on PostgreSQL and Redis behind HAProxy on
 * http://localhost:8080 (CLUSTER_PORT), with the demo data. Builds the web app first, installs HAProxy from Debian
 * when it is missing, creates the database when it is missing. Ctrl-C stops everything.
 */
import { execFileSync, execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startCluster } from './cluster.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const size = Number(process.env.CLUSTER_SIZE ?? 3);
const port = Number(process.env.CLUSTER_PORT ?? 8080);
const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/taka_cluster';
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const dir = join(REPO_ROOT, 'data', 'cluster');

ensureHaproxy();
execSync('npm run build', { cwd: REPO_ROOT, stdio: 'inherit' });
await ensureDatabase(databaseUrl);
mkdirSync(dir, { recursive: true });

const cluster = await startCluster({
  size,
  databaseUrl,
  redisUrl,
  port,
  dir,
  env: { JWT_SECRET: clusterSecret(), LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
});
console.log(
  `Taka: ${size} instances behind HAProxy on http://localhost:${port} (logs in ${dir}). Ctrl-C stops.`,
);
for (const instance of cluster.instances)
  console.log(`  instance on :${instance.port}, log ${instance.logFile}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log('stopping the cluster');
    void cluster.stop().then(() => process.exit(0));
  });
}

function ensureHaproxy() {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
  } catch {
    console.log('installing HAProxy (apt-get install haproxy)');
    execSync('apt-get update -qq && apt-get install -y -qq haproxy', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
}

async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
}

/** One token secret for every instance, kept across runs so sessions survive a restart of the cluster. */
function clusterSecret(): string {
  const file = join(dir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const DEPLOY_DIR = join(REPO_ROOT, 'deploy');

export type ClusterOptions = {
  size: number;
  databaseUrl: string;
  redisUrl: string;
  /** HAProxy listens on 127.0.0.1:port; instance i on port + 1 + i. */
  port: number;
  /** Where the rendered HAProxy configuration and the logs go. */
  dir: string;
  /** More environment for every instance (JWT_SECRET, LOG_LEVEL, ...). */
  env?: Record<string, string>;
};

export type Instance = {
  port: number;
  /** Where the instance writes its log (appended across restarts). */
  logFile: string;
  pid(): number | undefined;
  kill(signal: NodeJS.Signals): void;
  /** Resolves once the current process has exited (the supervisor starts the next one by then). */
  exited(): Promise<void>;
  /** Resolves once the instance answers ready (after an exit: once the supervisor's next process does). */
  ready(): Promise<void>;
};

export type Cluster = { url: string; instances: Instance[]; stop(): Promise<void> };

/** Ready within this long after a (re)start, or the cluster reports the instance as failed. */
const START_TIMEOUT_MS = 120_000;
/** What the balancer needs to take a draining instance out: 2 failed checks 500 ms apart (haproxy.cfg). */
const DRAIN_MS = '1500';

/**
 * N API instances on one PostgreSQL and Redis behind HAProxy, all on 127.0.0.1. A supervisor starts an instance
 * again whenever it exits (crashed, killed, or stopped by SIGTERM for a rolling restart), as systemd or an
 * orchestrator would: nobody restarts anything by hand. `stop()` ends HAProxy and every instance.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  mkdirSync(options.dir, { recursive: true });
  let stopping = false;
  const instances = Array.from({ length: options.size }, (_, i) =>
    superviseInstance({
      port: options.port + 1 + i,
      logFile: join(options.dir, `instance-${i + 1}.log`),
      env: {
        ...options.env,
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl,
        TRUST_PROXY: 'true',
        SHUTDOWN_DRAIN_MS: DRAIN_MS,
      },
      stopping: () => stopping,
    }),
  );
  const haproxy = startHaproxy(options, instances);
  try {
    await Promise.all([
      ...instances.map((instance) => instance.ready()),
      untilAnswers(`${haproxy.url}/health/ready`),
    ]);
  } catch (error) {
    stopping = true;
    await stopAll(instances, haproxy.process);
    throw error;
  }
  return {
    url: haproxy.url,
    instances,
    async stop() {
      stopping = true;
      await stopAll(instances, haproxy.process);
    },
  };
}

function superviseInstance(spec: {
  port: number;
  logFile: string;
  env: Record<string, string>;
  stopping: () => boolean;
}): Instance {
  let child: ChildProcess | undefined;
  let exit: Promise<void> = Promise.resolve();
  let quickExits = 0;

  /** Starts the process; resolves once it is ready, fails if it exits first. */
  const launch = (): Promise<void> => {
    const startedAt = Date.now();
    const log = openSync(spec.logFile, 'a');
    const current = spawn(process.execPath, [join(REPO_ROOT, 'apps/server/src/server.ts')], {
      env: { ...process.env, ...spec.env, PORT: String(spec.port), HOST: '127.0.0.1' },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    child = current;
    exit = new Promise((resolve) =>
      current.once('exit', () => {
        if (!spec.stopping()) {
          // crash-looping: wait longer each time, up to 5 s
          quickExits = Date.now() - startedAt < 10_000 ? quickExits + 1 : 0;
          readiness = sleep(Math.min(200 * 2 ** quickExits, 5_000)).then(launch);
          readiness.catch(() => {}); // whoever waits for readiness sees it through `ready()`
        }
        resolve();
      }),
    );
    return untilAnswers(`http://127.0.0.1:${spec.port}/health/ready`, () => current.exitCode !== null);
  };
  let readiness = launch();
  readiness.catch(() => {});

  return {
    port: spec.port,
    logFile: spec.logFile,
    pid: () => child?.pid,
    kill: (signal) => void child?.kill(signal),
    exited: () => exit,
    async ready() {
      const deadline = Date.now() + START_TIMEOUT_MS;
      for (;;) {
        try {
          return await readiness;
        } catch (error) {
          // it exited before it was ready: the supervisor starts the next one
          if (spec.stopping() || Date.now() > deadline) throw error;
          await sleep(250);
        }
      }
    },
  };
}

/** Polls `url` until it answers 200; fails after START_TIMEOUT_MS, or at once when `gaveUp()` says so. */
async function untilAnswers(url: string, gaveUp: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && !gaveUp()) {
    const status = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer ready`);
}

function startHaproxy(options: ClusterOptions, instances: Instance[]) {
  const config = join(options.dir, 'haproxy.cfg');
  writeFileSync(config, localHaproxyConfig(instances.map((instance) => instance.port)));
  const log = openSync(join(options.dir, 'haproxy.log'), 'a');
  const process_ = spawn('haproxy', ['-db', '-f', config], {
    env: {
      ...process.env,
      TAKA_HAPROXY_BIND: `127.0.0.1:${options.port}`,
      TAKA_HAPROXY_ERRORS: join(DEPLOY_DIR, 'errors'),
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  return { process: process_, url: `http://127.0.0.1:${options.port}` };
}

/** deploy/haproxy.cfg with one server line per local instance instead of the compose template and its DNS. */
export function localHaproxyConfig(ports: number[]): string {
  const template = readFileSync(join(DEPLOY_DIR, 'haproxy.cfg'), 'utf8');
  const servers = ports.map((port, i) => `  server api${i + 1} 127.0.0.1:${port} check`).join('\n');
  const withServers = template.replace(/^ *server-template .*$/m, servers);
  return withServers.slice(0, withServers.indexOf('\nresolvers ') + 1);
}

async function stopAll(instances: Instance[], haproxy: ChildProcess) {
  const haproxyExited = new Promise((resolve) => haproxy.once('exit', resolve));
  if (haproxy.exitCode === null) haproxy.kill('SIGTERM');
  for (const instance of instances) instance.kill('SIGTERM');
  await Promise.all([haproxyExited, ...instances.map((instance) => instance.exited())]);
}

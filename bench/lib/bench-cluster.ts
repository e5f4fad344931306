import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster, type Cluster } from '../../deploy/local-cluster/cluster.ts';
import { freePort } from './services.ts';

/**
 * The local cluster as the harnesses run it: scratch folders, a fresh token secret, no web build, quiet logs, and
 * rate limits out of the way (the load is many customers' worth from one address).
 */
export async function startBenchCluster(options: {
  size: number;
  databaseUrl: string;
  redisUrl: string;
}): Promise<Cluster> {
  return startCluster({
    ...options,
    port: await freePort(),
    dir: mkdtempSync(join(tmpdir(), 'taka-bench-cluster-')),
    env: {
      NODE_ENV: 'test',
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: join(tmpdir(), 'taka-bench-no-web-build'),
      LOG_LEVEL: 'warn',
      MONEY_RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    },
  });
}

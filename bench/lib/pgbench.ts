import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PGBENCH = '/usr/bin/pgbench';

/** pgbench's tpcb-like result on `url` (initialised first), or null when pgbench is not installed. */
export function pgbenchTpcb(url: string, seconds: number): number | null {
  if (!existsSync(PGBENCH)) return null;
  execFileSync(PGBENCH, ['-i', '-q', '-s', '1', url], { stdio: 'pipe' });
  const out = execFileSync(PGBENCH, ['-b', 'tpcb-like', '-c', '8', '-j', '2', '-T', String(seconds), url], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
  return tps ? Math.round(Number(tps)) : null;
}

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PGBENCH = '/usr/bin/pgbench';

export const hasPgbench = () => existsSync(PGBENCH);

const tpsOf = (out: string) => {
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
  return tps ? Math.round(Number(tps)) : null;
};

/** pgbench's tpcb-like result on `url` (initialised first), or null when pgbench is not installed. */
export function pgbenchTpcb(url: string, seconds: number): number | null {
  if (!hasPgbench()) return null;
  execFileSync(PGBENCH, ['-i', '-q', '-s', '1', url], { stdio: 'pipe' });
  const out = execFileSync(PGBENCH, ['-b', 'tpcb-like', '-c', '8', '-j', '2', '-T', String(seconds), url], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return tpsOf(out);
}

/** Transactions per second of the pgbench script in `file` (prepared statements), run by `clients` clients. */
export function pgbenchScript(url: string, file: string, clients: number, seconds: number): number | null {
  const out = execFileSync(
    PGBENCH,
    ['-n', '-M', 'prepared', '-f', file, '-c', String(clients), '-j', '2', '-T', String(seconds), url],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return tpsOf(out);
}

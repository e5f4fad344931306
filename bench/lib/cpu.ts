import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/**
 * CPU seconds used so far by the PostgreSQL processes working for `database` (its backends and autovacuum workers)
 * and by the WAL writer, on this machine (Linux /proc); null where /proc cannot tell.
 */
export function postgresCpuSeconds(database: string): number | null {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (!title.includes(` ${database} `) && !title.includes('walwriter')) continue;
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
      } catch {
        // the process ended meanwhile
      }
    }
    return ticks / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU seconds used so far by the processes `pids` (Linux /proc); a process that has ended counts 0. */
export function processCpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // ended
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** The pids of the running processes whose command name is `name`. */
export function pidsNamed(name: string): number[] {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** CPU seconds of the calling thread. */
export const threadCpuSeconds = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1e6;
};

/**
 * Counts the instructions the whole machine retires from now until the returned function is called, with Linux
 * perf; that function answers null where perf is missing or the machine does not expose the counter. Unlike time,
 * the count hardly moves with what other tenants of a shared machine are doing: the figure to compare two versions
 * of the code by.
 */
export function countInstructions(): () => Promise<number | null> {
  const perf = spawn('perf', ['stat', '-x,', '-e', 'instructions', '-a'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let report = '';
  perf.stderr.on('data', (chunk: Buffer) => (report += chunk));
  const ended = new Promise<void>((resolve) => {
    perf.on('close', () => resolve());
    perf.on('error', () => resolve());
  });
  return async () => {
    perf.kill('SIGINT');
    await ended;
    const count = /^(\d+),[^,]*,instructions/m.exec(report)?.[1];
    return count ? Number(count) : null;
  };
}

import { performance } from 'node:perf_hooks';

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export type Latencies = { p50: number; p99: number; max: number };

/** The median, the 99th percentile and the largest of `values`. */
export function latencies(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
}

/**
 * Open loop: starts `run` `rate` times a second for `seconds`, whatever the earlier ones are doing, each on a party
 * of `pool` that no other run is using (a start waits for one to come free). `scheduled` is when the run was due,
 * which its latency counts from, so that a stall shows in full rather than as fewer runs. Resolves, once all have
 * ended, with the results of those that succeeded, the rate they achieved, and the errors of those that failed.
 */
export async function openLoop<Party, Result>(
  pool: Party[],
  rate: number,
  seconds: number,
  run: (party: Party, scheduled: number) => Promise<Result>,
): Promise<{ results: Result[]; achieved: number; failures: Error[] }> {
  const idle = [...pool];
  const waiting: ((party: Party) => void)[] = [];
  const take = () =>
    idle.length ? Promise.resolve(idle.pop()!) : new Promise<Party>((resolve) => waiting.push(resolve));
  const give = (party: Party) => (waiting.length ? waiting.shift()!(party) : idle.push(party));
  const results: Result[] = [];
  const failures: Error[] = [];
  const running: Promise<void>[] = [];
  const start = performance.now();
  for (let k = 0; k < rate * seconds; k++) {
    const scheduled = start + (k * 1000) / rate;
    const wait = scheduled - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(
      take().then(async (party) => {
        try {
          results.push(await run(party, scheduled));
        } catch (error) {
          failures.push(error instanceof Error ? error : new Error(String(error)));
        } finally {
          give(party);
        }
      }),
    );
  }
  await Promise.all(running);
  return { results, failures, achieved: results.length / ((performance.now() - start) / 1000) };
}

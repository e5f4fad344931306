import { setTimeout as sleep } from 'node:timers/promises';
import type { CallRecord } from './client.ts';

export type Fault = {
  name: string;
  /**
   * Injects the fault and undoes it where that is the fault's part (a restart); resolves when it is over, with what
   * it found wrong while it lasted (e.g. a sign-in let through while Redis was away).
   */
  run(): Promise<string[]>;
  /** How long after the fault is over the service may still fail: the target recovery time. */
  recoveryMs: number;
  /** Operations that are meant to fail during this fault (fail closed), not counted against it. */
  failsClosed?: readonly string[];
};

/** A fault as it happened: when, and what the clients saw. */
export type FaultReport = {
  name: string;
  startedAt: number;
  endedAt: number;
  /** From the start of the fault to the last failed call it caused (0: nothing failed). */
  recoveryS: number;
  calls: number;
  failed: number;
  failedClosed: number;
  problems: string[];
};

const isFailure = (record: CallRecord) => record.outcome === '5xx' || record.outcome === 'network';

/**
 * Runs the faults one after another with `gapMs` of plain traffic between them, and attributes each failed call to
 * the fault whose window (its run plus its recovery time) it falls in. Failed calls in no window are returned too:
 * they are failures the faults do not explain.
 */
export async function runFaults(
  faults: Fault[],
  records: () => CallRecord[],
  startedAt: number,
  gapMs: number,
): Promise<{ reports: FaultReport[]; unexplained: CallRecord[] }> {
  const timeline: { fault: Fault; startedAt: number; endedAt: number; problems: string[] }[] = [];
  for (const fault of faults) {
    await sleep(gapMs);
    const start = Date.now() - startedAt;
    process.stdout.write(`chaos: ${fault.name}\n`);
    const problems = await fault.run();
    timeline.push({ fault, startedAt: start, endedAt: Date.now() - startedAt, problems });
  }
  await sleep(gapMs);

  const all = records();
  // A fault's window: from its start until its recovery time is up, or the next fault starts.
  const windows = timeline.map((entry, i) => ({
    ...entry,
    closesAt: Math.min(entry.endedAt + entry.fault.recoveryMs, timeline[i + 1]?.startedAt ?? Infinity),
  }));
  const reports = windows.map(({ fault, startedAt: start, endedAt, closesAt, problems }) => {
    const inWindow = all.filter((r) => r.at >= start && r.at <= closesAt);
    const failed = inWindow.filter(isFailure);
    // refused on purpose while the fault lasts; once it is over, such a refusal is a failure to recover
    const closed = failed.filter((r) => r.at <= endedAt && fault.failsClosed?.includes(r.op));
    const lastFailure = failed
      .filter((r) => !closed.includes(r))
      .reduce((last, r) => Math.max(last, r.at), start);
    return {
      name: fault.name,
      startedAt: start,
      endedAt,
      recoveryS: Math.round((lastFailure - start) / 100) / 10,
      calls: inWindow.length,
      failed: failed.length - closed.length,
      failedClosed: closed.length,
      problems,
    };
  });
  const explained = (record: CallRecord) =>
    windows.some(({ startedAt: start, closesAt }) => record.at >= start && record.at <= closesAt);
  return { reports, unexplained: all.filter((r) => isFailure(r) && !explained(r)) };
}

/**
 * The server's time as this browser best knows it. Session-Data timestamps must be within two minutes of the
 * server's clock, and a customer's device clock may be wrong or may jump (sleep, manual change), so the client
 * keeps the offset learnt from each answer's Date header (one-second resolution is plenty for a two-minute window).
 */
let offsetMs = 0;

/** Shifts larger than this mean the device clock and the server disagree enough to matter. */
const NOTEWORTHY_SHIFT_MS = 30_000;

export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Learns the offset from `response`; true when it moved noticeably (a refused request may then be retried). */
export function learnServerTime(response: Response): boolean {
  const serverTime = Date.parse(response.headers.get('date') ?? '');
  if (Number.isNaN(serverTime)) return false;
  const previous = offsetMs;
  offsetMs = serverTime - Date.now();
  return Math.abs(offsetMs - previous) > NOTEWORTHY_SHIFT_MS;
}

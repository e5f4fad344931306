/**
 * GETs the first render waits for, started by main.tsx as soon as the page runs instead of once the app's code has
 * arrived: on a slow network each of them would otherwise add a round trip after the largest download.
 */
const started = new Map<string, Promise<Response>>();

/** Starts a guest GET of `path` now; the app's own request for it takes this answer (once). */
export function fetchEarly(path: string): void {
  started.set(path, fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } }));
}

/** The early answer for `path`, handed out once; undefined when none was started or it was taken already. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const response = started.get(path);
  started.delete(path);
  return response;
}

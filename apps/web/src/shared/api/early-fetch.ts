import { getDeviceUniqueId } from '@/shared/session/device-id';
import { createSessionData } from './session-data';

/**
 * GETs the first render waits for, started by main.tsx as soon as the page runs instead of once the app's code has
 * arrived: on a slow network each of them would otherwise add a round trip after the largest download. A signed one
 * answers only the app's request made with the same session.
 */
const started = new Map<string, { accessToken: string | null; response: Promise<Response> }>();

/** What signs an early request: the stored session's token, key and customer. */
export type EarlySigning = { accessToken: string; sessionKey: string; userId: string };

/** The headers that sign a request as the app's own requests are signed. */
export async function signedHeaders({ accessToken, sessionKey, userId }: EarlySigning) {
  // The device's clock: the server's is learnt from the answers (a refusal for a skewed clock is signed again then).
  const sessionData = await createSessionData(sessionKey, userId, getDeviceUniqueId(), Date.now());
  return { Authorization: `Bearer ${accessToken}`, 'Session-Data': sessionData };
}

/** Starts a GET of `path` now, as a guest or signed with `signing`; the app's own request for it takes this answer (once). */
export function fetchEarly(path: string, signing?: EarlySigning): void {
  const headers = { Accept: 'application/json' };
  const response = signing
    ? signedHeaders(signing).then((signed) =>
        fetch(path, { credentials: 'same-origin', headers: { ...headers, ...signed } }),
      )
    : fetch(path, { credentials: 'same-origin', headers });
  // The app may never ask for it (it sent the customer elsewhere): a failure is then no one's to report.
  response.catch(() => {});
  started.set(path, { accessToken: signing?.accessToken ?? null, response });
}

/**
 * The early answer for `path`, handed out once, to a request signed with `accessToken` (null: a guest's) as the early
 * one was; undefined when none was started, it was taken already or it was made for another session.
 */
export function takeEarlyResponse(
  path: string,
  accessToken: string | null = null,
): Promise<Response> | undefined {
  const early = started.get(path);
  started.delete(path);
  return early?.accessToken === accessToken ? early.response : undefined;
}

import type { z } from 'zod';
import type { AuthSession } from '@taka/contracts';
import { getDeviceUniqueId } from '@/shared/session/device-id';
import { clearSession, getSession, setSessionLocked } from '@/shared/session/session-store';
import { ApiRequestError } from './api-error';
import { loadingTracker } from './loading-tracker';
import { createSessionData } from './session-data';

export type RequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Schema of a successful answer; the answer is parsed with it. */
  schema: S;
  /** Sign the request with this session instead of the stored one (null: send it as a guest). */
  session?: AuthSession | null;
  signal?: AbortSignal;
};

async function authHeaders(session: AuthSession): Promise<Record<string, string>> {
  const sessionData = await createSessionData(session.sessionKey, session.user.id, getDeviceUniqueId());
  return { Authorization: `Bearer ${session.accessToken}`, 'Session-Data': sessionData };
}

/** What a failed signed-in call means for the whole app (SPEC 8, docs/decisions/004). */
function handleSessionFailure(error: ApiRequestError, usedStoredSession: boolean) {
  if (!usedStoredSession) return;
  // A wrong password (unlock, change password) is a form error, not an ended session.
  if (error.status === 401 && error.code !== 'INVALID_CREDENTIALS') {
    clearSession();
    window.location.reload();
  } else if (error.status === 423 && error.code === 'SESSION_LOCKED') {
    setSessionLocked(true);
  }
}

/** The one place that calls fetch: JSON in and out, signed when a session exists, tracked by the loading bar. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const session = options.session === undefined ? getSession() : options.session;
  const usedStoredSession = options.session === undefined && session !== null;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (session) Object.assign(headers, await authHeaders(session));

  loadingTracker.setRequestStatus(true, path);
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiRequestError({ statusCode: 0, code: 'NETWORK_ERROR', message: String(cause) });
  } finally {
    loadingTracker.setRequestStatus(false, path);
  }

  if (!response.ok) {
    const error = await ApiRequestError.fromResponse(response);
    handleSessionFailure(error, usedStoredSession);
    throw error;
  }
  const text = await response.text();
  return options.schema.parse(text ? JSON.parse(text) : undefined);
}

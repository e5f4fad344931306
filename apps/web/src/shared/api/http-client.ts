import type { z } from 'zod';
import type { AuthSession } from '@taka/contracts';
import { getDeviceUniqueId } from '@/shared/session/device-id';
import { currentPath, signInHref } from '@/shared/routing/redirect-url';
import { clearSession, getSession, setSessionLocked } from '@/shared/session/session-store';
import { signOutReasonOf } from '@/shared/session/sign-out-reason';
import { ApiRequestError } from './api-error';
import { loadingTracker } from './loading-tracker';
import { learnServerTime, serverNow } from './server-clock';
import { createSessionData } from './session-data';

export type RequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON, or a FormData sent as multipart (an upload). */
  body?: unknown;
  /** Schema of a successful answer; the answer is parsed with it. */
  schema: S;
  /** Sign the request with this session instead of the stored one (null: send it as a guest). */
  session?: AuthSession | null;
  /** Extra headers, e.g. the Idempotency-Key of a money-moving POST. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

type SendOptions = Omit<RequestOptions<z.ZodType>, 'schema'> & { accept: string };

async function authHeaders(session: AuthSession): Promise<Record<string, string>> {
  const sessionData = await createSessionData(
    session.sessionKey,
    session.user.id,
    getDeviceUniqueId(),
    serverNow(),
  );
  return { Authorization: `Bearer ${session.accessToken}`, 'Session-Data': sessionData };
}

/**
 * What a failed call signed with the stored session means for the whole app (SPEC 8, docs/decisions/004): a 401
 * forgets the session and starts again at sign-in, which says why when the server said (sign-out-reason.ts).
 * Returns whether the page is being left.
 */
function handleSessionFailure(error: ApiRequestError, refused: AuthSession): boolean {
  // Forgotten or replaced meanwhile (a sign-out here, a sign-in in another tab): the refusal is not the stored one's.
  if (getSession()?.accessToken !== refused.accessToken) return false;
  // A wrong password (unlock, change password) is a form error, not an ended session.
  if (error.status === 401 && error.code !== 'INVALID_CREDENTIALS') {
    const reason = signOutReasonOf(error.code);
    clearSession(reason);
    if (reason) window.location.replace(signInHref(reason, currentPath()));
    else window.location.reload();
    return true;
  }
  if (error.status === 423 && error.code === 'SESSION_LOCKED') setSessionLocked(true);
  return false;
}

/** What a call answers while the page is being left for sign-in: nothing, ever (no screen or log shows a refusal). */
const leavingThePage = () => new Promise<never>(() => {});

/** The one place that calls fetch: signed when a session exists, tracked by the loading bar; throws on failure. */
async function send(path: string, options: SendOptions): Promise<Response> {
  const session = options.session === undefined ? getSession() : options.session;
  const storedSession = options.session === undefined ? session : null;
  const headers: Record<string, string> = { ...options.headers, Accept: options.accept };
  // A form (a file upload) sets its own multipart type and boundary; anything else is sent as JSON.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const attempt = async () => {
    if (session) Object.assign(headers, await authHeaders(session));
    loadingTracker.setRequestStatus(true, path);
    try {
      const answer = await fetch(path, {
        method: options.method ?? 'GET',
        headers,
        body:
          isForm || options.body === undefined
            ? (options.body as FormData | undefined)
            : JSON.stringify(options.body),
        signal: options.signal,
        credentials: 'same-origin',
      });
      return { answer, clockMoved: learnServerTime(answer) };
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiRequestError({ statusCode: 0, code: 'NETWORK_ERROR', message: String(cause) });
    } finally {
      loadingTracker.setRequestStatus(false, path);
    }
  };

  const first = await attempt();
  // Refused while the device clock was far from the server's: sign it again in server time, once.
  const retry = first.clockMoved && session !== null && first.answer.status === 401;
  const response = retry ? (await attempt()).answer : first.answer;

  if (!response.ok) {
    const error = await ApiRequestError.fromResponse(response);
    if (storedSession && handleSessionFailure(error, storedSession)) return leavingThePage();
    throw error;
  }
  return response;
}

/** JSON in and out: the answer is parsed with the schema of a successful answer. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  { schema, ...options }: RequestOptions<S>,
): Promise<z.output<S>> {
  const response = await send(path, { ...options, accept: 'application/json' });
  const text = await response.text();
  return schema.parse(text ? JSON.parse(text) : undefined);
}

/** A file the API serves (a receipt PDF, say), as a Blob; failures throw like apiRequest. */
export async function apiDownload(
  path: string,
  options: { accept: string; signal?: AbortSignal },
): Promise<Blob> {
  const response = await send(path, options);
  return response.blob();
}

/**
 * A stream the API keeps open (server-sent events), signed like every call with a fresh Session-Data: the answer
 * once its headers arrive, for the caller to read; a refusal throws like apiRequest (a 401 signs out, a 423 locks).
 */
export function apiStream(path: string, options: { signal: AbortSignal }): Promise<Response> {
  return send(path, { ...options, accept: 'text/event-stream' });
}

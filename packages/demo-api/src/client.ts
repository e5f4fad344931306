/**
 * How the web app reads a demo answer (SPEC 7.4, last rule): a reply outside 200-299 reaches the caller as an
 * error carrying the body's error text, e.g. `NOT FOUND` for an unhandled demo path or
 * `Could not found chat with id of {id}!` for an unknown chat. Any other reply is the parsed JSON body.
 *
 * The web app's HTTP client (apps/web/src/shared/api) may call `readDemoResponse` on the responses of demo paths,
 * or use `demoFetch` directly.
 */
export class DemoApiError extends Error {
  /** HTTP status of the reply. */
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'DemoApiError';
    this.status = status;
  }
}

/** The error text of a body: the text itself, or the `error`/`message` field of a JSON body. */
function errorText(body: string): string {
  try {
    const json: unknown = JSON.parse(body);
    if (json && typeof json === 'object') {
      const { error, message } = json as { error?: unknown; message?: unknown };
      if (typeof error === 'string') return error;
      if (typeof message === 'string') return message;
    }
  } catch {
    // Plain text: the body is the error text.
  }
  return body;
}

export async function readDemoResponse<T = unknown>(response: Response): Promise<T> {
  const body = await response.text();
  if (!response.ok) throw new DemoApiError(response.status, errorText(body));
  return (body === '' ? null : JSON.parse(body)) as T;
}

/** `fetch` for demo calls: a JSON `body` object is serialised, the answer goes through `readDemoResponse`. */
export async function demoFetch<T = unknown>(
  input: string | URL,
  init: Omit<RequestInit, 'body'> & { body?: unknown } = {},
): Promise<T> {
  const { body, headers, ...rest } = init;
  const isJson = body !== undefined && !(body instanceof FormData);
  const requestHeaders = new Headers(headers);
  if (isJson && !requestHeaders.has('Content-Type')) requestHeaders.set('Content-Type', 'application/json');
  const response = await fetch(input, {
    ...rest,
    headers: requestHeaders,
    body: isJson ? JSON.stringify(body) : (body as FormData | undefined),
  });
  return readDemoResponse<T>(response);
}

import { ApiErrorSchema, type ApiError } from '@taka/contracts';

/** A failed API call: the server's ApiError body, or a stand-in for network failures and unexpected bodies. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: ApiError['fields'];

  constructor(body: ApiError) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = body.statusCode;
    this.code = body.code;
    this.fields = body.fields;
  }

  /**
   * The same refusal as seen from the part of the body under `path` (`request` of `{request, code}`): its field
   * errors below `path`, keyed from there; the others dropped.
   */
  within(path: string): ApiRequestError {
    const prefix = `${path}.`;
    const fields = Object.entries(this.fields ?? {})
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]);
    return new ApiRequestError({
      statusCode: this.status,
      code: this.code,
      message: this.message,
      ...(fields.length > 0 ? { fields: Object.fromEntries(fields) } : {}),
    });
  }

  static async fromResponse(response: Response): Promise<ApiRequestError> {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // Not JSON (a proxy error page, say): fall through to the stand-in.
    }
    const parsed = ApiErrorSchema.safeParse(body);
    if (parsed.success) return new ApiRequestError(parsed.data);
    return new ApiRequestError({
      statusCode: response.status,
      code: `HTTP_${response.status}`,
      message: response.statusText,
    });
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

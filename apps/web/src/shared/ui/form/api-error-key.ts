import { isApiRequestError } from '@/shared/api/api-error';

/** The translation key of the sentence for a failed call: its error code's, or the unknown error's. */
export function apiErrorKey(error: unknown, exists: (key: string) => boolean): string {
  const code = isApiRequestError(error) ? error.code : 'UNKNOWN';
  return exists(`errors.api.${code}`) ? `errors.api.${code}` : 'errors.api.UNKNOWN';
}

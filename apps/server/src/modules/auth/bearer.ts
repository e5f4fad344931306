import { timingSafeEqual } from 'node:crypto';

/**
 * Whether an Authorization header carries `Bearer <token>`, compared in constant time (a service credential from
 * the configuration: the metrics scraper's, the notification publisher's).
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const sent = Buffer.from(/^Bearer (\S+)$/.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

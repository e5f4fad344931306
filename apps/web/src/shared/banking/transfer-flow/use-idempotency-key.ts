import { useCallback, useState } from 'react';

/**
 * The Idempotency-Key of one confirmation. `issue` makes a new key when the customer reaches the review of a
 * transfer; every attempt to confirm that review (a double click, a retry after a network failure) sends the same
 * key, so the server moves the money at most once and answers repeats with the first outcome.
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState<string | null>(null);
  const issue = useCallback(() => setKey(crypto.randomUUID()), []);
  return { key, issue };
}

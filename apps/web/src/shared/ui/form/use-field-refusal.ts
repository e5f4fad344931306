import { useCallback, useState } from 'react';
import { isApiRequestError } from '@/shared/api/api-error';

/**
 * A later step's refusal that names fields of what the form made (the payee vanished, the bill changed...), kept
 * for the form to show on those fields. `keep(refusal, under)` is true when there are such fields and the flow
 * should go back to the form; `under` is where the form's values sit in the refused body (`request` of
 * `{request, challengeId, code}`).
 */
export function useFieldRefusal() {
  const [error, setError] = useState<unknown>(null);
  function keep(refusal: unknown, under?: string): boolean {
    if (!isApiRequestError(refusal)) return false;
    const own = under ? refusal.within(under) : refusal;
    if (!own.fields) return false;
    setError(own);
    return true;
  }
  // Stable, so that a form's submit handler built on it can be too.
  const clear = useCallback(() => setError(null), []);
  return { error, keep, clear };
}

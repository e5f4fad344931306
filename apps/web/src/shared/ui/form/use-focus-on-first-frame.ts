import { useEffect, useRef } from 'react';

/**
 * Focuses the field in the first frame after it is drawn, unless the customer is already in another element: a page
 * the server drew takes typing before the app has it, and taking the focus away then would send the rest of what is
 * typed into this field. The input's own `autoFocus` focuses it while React inserts the page, which makes the
 * browser lay the whole page out inside that task, one long task (decision 039).
 */
export function useFocusOnFirstFrame<E extends HTMLElement>(enabled: boolean | undefined) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (!enabled) return;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) ref.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [enabled]);
  return ref;
}

import { useEffect, useRef } from 'react';

/** Whether the customer is in a field already, where taking the focus away would send the rest of their typing. */
function typingIn(element: Element | null): boolean {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLElement && element.isContentEditable)
  );
}

/**
 * Focuses the field in the first frame after it is drawn, unless the customer is in another field already: a page
 * the server drew takes typing before the app has it, and the focus moved then would take the rest of what is typed
 * into this field. The input's own `autoFocus` focuses it while React inserts the page, which makes the
 * browser lay the whole page out inside that task, one long task (decision 039).
 */
export function useFocusOnFirstFrame<E extends HTMLElement>(enabled: boolean | undefined) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (!enabled) return;
    const frame = requestAnimationFrame(() => {
      if (!typingIn(document.activeElement)) ref.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [enabled]);
  return ref;
}

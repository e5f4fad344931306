import { useEffect, useRef } from 'react';

/**
 * Moves focus to the returned element whenever `value` changes (not on first render), so a keyboard or screen
 * reader user lands on the heading of each new step; `unless` leaves the focus where the step put it.
 */
export function useFocusOnChange<T extends HTMLElement>(value: unknown, unless = false) {
  const ref = useRef<T>(null);
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    if (!unless) ref.current?.focus();
  }, [value, unless]);
  return ref;
}

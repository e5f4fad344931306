import { useEffect } from 'react';
import { setSessionLocked } from './session-store';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Locks the session after `minutes` without the customer touching the page (the server does the same). */
export function useIdleLock(enabled: boolean, minutes: number) {
  useEffect(() => {
    if (!enabled) return;
    let timer = window.setTimeout(lock, minutes * 60_000);
    let lastReset = Date.now();
    function lock() {
      setSessionLocked(true);
    }
    function onActivity() {
      // Pointer moves come in floods; resetting the timer once a second is plenty.
      if (Date.now() - lastReset < 1000) return;
      lastReset = Date.now();
      window.clearTimeout(timer);
      timer = window.setTimeout(lock, minutes * 60_000);
    }
    for (const event of ACTIVITY_EVENTS)
      window.addEventListener(event, onActivity, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, { capture: true });
    };
  }, [enabled, minutes]);
}

import { startTransition, useEffect, useState } from 'react';

/**
 * The global loading indicator (SPEC 4, 5): shown while any tracked request is pending. In auto mode the HTTP
 * client reports every request; progress, when set, makes the bar determinate.
 */
export type LoadingState = {
  show: boolean;
  mode: 'determinate' | 'indeterminate';
  progress: number;
};

const pendingUrls = new Map<string, number>();
const listeners = new Set<() => void>();
let state: LoadingState = { show: false, mode: 'indeterminate', progress: 0 };
let autoMode = true;

function setState(next: Partial<LoadingState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const loadingTracker = {
  /** Outside auto mode the HTTP client's reports do not move the bar; `show`/`hide` do. */
  setAutoMode: (value: boolean) => {
    autoMode = value;
  },
  show: () => setState({ show: true }),
  hide: () => setState({ show: false }),
  setMode: (mode: LoadingState['mode']) => setState({ mode }),
  /** Progress must be within 0..100; anything else is a programming error and is ignored. */
  setProgress: (value: number) => {
    if (!Number.isFinite(value) || value < 0 || value > 100) {
      console.error('Loading progress must be a number between 0 and 100.');
      return;
    }
    setState({ progress: value });
  },
  /** Records that the request to `url` started (`pending` true) or ended. */
  setRequestStatus: (pending: boolean, url: string) => {
    if (!url) {
      console.error('A loading status requires the URL of the request.');
      return;
    }
    const count = pendingUrls.get(url) ?? 0;
    if (pending) pendingUrls.set(url, count + 1);
    else if (count <= 1) pendingUrls.delete(url);
    else pendingUrls.set(url, count - 1);
    if (autoMode) setState({ show: pendingUrls.size > 0 });
  },
  getState: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/**
 * The state, followed as a transition: a request that starts while a page renders (a passkey's options beside the
 * sign-in form) shows the bar in the next slice of work instead of a synchronous render of its own (a store read
 * through useSyncExternalStore re-renders synchronously, a long task on a slow phone).
 */
export function useLoadingState(): LoadingState {
  const [current, setCurrent] = useState(loadingTracker.getState);
  useEffect(() => {
    const follow = () => startTransition(() => setCurrent(loadingTracker.getState()));
    follow();
    return loadingTracker.subscribe(follow);
  }, []);
  return current;
}

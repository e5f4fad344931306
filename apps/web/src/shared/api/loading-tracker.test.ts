import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { loadingTracker as LoadingTracker } from './loading-tracker';

// The tracker is the module's own state: each test starts from a fresh copy, whatever requests ran before it.
let loadingTracker: typeof LoadingTracker;
beforeEach(async () => {
  vi.resetModules();
  ({ loadingTracker } = await import('./loading-tracker'));
});
afterEach(() => vi.restoreAllMocks());

describe('loadingTracker', () => {
  it('shows while any request is pending and hides when none remain', () => {
    loadingTracker.setRequestStatus(true, '/api/a');
    loadingTracker.setRequestStatus(true, '/api/a');
    loadingTracker.setRequestStatus(true, '/api/b');
    loadingTracker.setRequestStatus(false, '/api/a');
    loadingTracker.setRequestStatus(false, '/api/b');
    expect(loadingTracker.getState().show).toBe(true);
    loadingTracker.setRequestStatus(false, '/api/a');
    expect(loadingTracker.getState().show).toBe(false);
  });

  it('ignores progress outside 0..100 and logs the mistake', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadingTracker.setProgress(40);
    loadingTracker.setProgress(101);
    loadingTracker.setProgress(-1);
    loadingTracker.setProgress(Number.NaN);
    expect(loadingTracker.getState().progress).toBe(40);
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('requires the request URL for a loading status', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadingTracker.setRequestStatus(true, '');
    expect(error).toHaveBeenCalledOnce();
    expect(loadingTracker.getState().show).toBe(false);
  });
});

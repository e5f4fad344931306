/** The window property the early-input script (before-hydration.ts) reads: the app has committed the page. */
export const COMMITTED_KEY = '__takaAppCommitted';

/**
 * Called from the first effect of the page's layout (the guest layout, the signed-in shell), which runs once React
 * has committed the hydrated page. Not the root's: React commits the root first and hydrates the router's Suspense
 * boundary below it, the layout and its page, afterwards, in slices.
 */
export function markAppCommitted() {
  (window as unknown as Record<string, unknown>)[COMMITTED_KEY] = true;
}

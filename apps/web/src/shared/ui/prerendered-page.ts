/**
 * A page the server sends drawn inside index.html (decision 048): the sign-in page, as HTML the app's first render
 * replaces. theme-init.js marks it stale (and index.html's styles hide it, showing the logo instead) on a device
 * whose language or session would have the app draw something else.
 */
export const PRERENDERED_PAGE_CLASS = 'prerendered';
export const PRERENDERED_STALE_CLASS = 'prerender-stale';
/** On the drawn page's submit button, which cannot submit until the app has taken the form over. */
export const PRERENDERED_SUBMIT_ATTRIBUTE = 'data-prerendered-submit';

/**
 * The drawn page while it is on screen, or null: none was sent, it is stale, the app has drawn over it, or this is
 * the build drawing it (in Node).
 */
export function prerenderedPage(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  if (document.documentElement.classList.contains(PRERENDERED_STALE_CLASS)) return null;
  return document.querySelector<HTMLElement>(`#root > .${PRERENDERED_PAGE_CLASS}`);
}

/**
 * A page drawn before the app's code has arrived, as HTML the app's first render replaces: the sign-in page the
 * server sends inside index.html (decision 048), or the signed-in customer's dashboard main.tsx asks the server for
 * (decision 054). theme-init.js marks the first stale (and index.html's styles hide it, showing the logo instead) on
 * a device whose language or session would have the app draw something else.
 */
export const PRERENDERED_PAGE_CLASS = 'prerendered';
const PRERENDERED_STALE_CLASS = 'prerender-stale';
/** The `<template>` in which the server leaves a drawn page's preload links, for main.tsx to add once it has painted. */
export const PRELOADS_AFTER_PAINT_ID = 'preloads-after-paint';
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

/** The CSP nonce of this document, which a style element added to it must carry. */
const documentNonce = () => document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce ?? '';

/**
 * Shows `page` (HTML for `#root` with its styles) in place of the logo and of a stale drawn page, with its window
 * title. Its styles go inside it, so that they leave with it when the app draws over it.
 */
export function showDrawnPage({ title, markup, css }: { title: string; markup: string; css: string }) {
  const root = document.getElementById('root');
  const template = document.createElement('template');
  template.innerHTML = markup;
  const page = template.content.firstElementChild;
  if (!root || !page?.classList.contains(PRERENDERED_PAGE_CLASS)) return;
  const style = document.createElement('style');
  style.nonce = documentNonce();
  style.textContent = css;
  page.prepend(style);
  root.querySelectorAll(`:scope > .${PRERENDERED_PAGE_CLASS}`).forEach((stale) => stale.remove());
  root.prepend(page);
  document.documentElement.classList.remove(PRERENDERED_STALE_CLASS);
  document.title = title;
}

/** Whether the drawn page on screen takes input, which the app's first render must not lose (bootstrap.tsx). */
export const prerenderedPageTakesInput = () => prerenderedPage()?.querySelector('input') != null;

/** A button as the drawn page and the app's page both name it. */
const nameOf = (button: Element) => button.getAttribute('aria-label') ?? button.textContent ?? '';

/** The name of the last button pressed on the drawn page, not yet pressed on the app's. */
let pressed: string | null = null;

/**
 * Notes the buttons pressed on the drawn page, which do nothing until the app has drawn its own (Enter in a field
 * presses its form's submit button, as a browser does): the app presses the last one again then. Called by
 * main.tsx, which runs before the rest of the app's code has arrived.
 */
export function watchPrerenderedPage() {
  const page = prerenderedPage();
  page?.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) pressed = nameOf(button);
  });
  page?.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    const submit = event.target.form?.querySelector(`[${PRERENDERED_SUBMIT_ATTRIBUTE}]`);
    if (submit) pressed = nameOf(submit);
  });
}

/** Presses, on the page the app has drawn over the drawn one, the button last pressed there (once). */
export function pressWhatWasPressedOnPrerenderedPage() {
  const name = pressed;
  pressed = null;
  if (name === null) return;
  const buttons = document.querySelectorAll<HTMLButtonElement>(`button:not(.${PRERENDERED_PAGE_CLASS} *)`);
  [...buttons].find((button) => nameOf(button) === name)?.click();
}

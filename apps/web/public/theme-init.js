// Applies the remembered colour scheme and theme as classes before the first paint. It is an external file
// because the Content-Security-Policy allows no inline script. Keys and values match src/shared/theme.
/* global document, matchMedia, MutationObserver */
(function () {
  var scheme = 'system';
  var theme = 'default';
  try {
    scheme = localStorage.getItem('taka.scheme') || 'system';
    theme = localStorage.getItem('taka.theme') || 'default';
  } catch {
    // Storage may be unavailable (private mode); the defaults apply.
  }
  if (scheme === 'system') scheme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  if (scheme !== 'dark') scheme = 'light';
  if (theme !== 'rose') theme = 'default';

  function apply(element) {
    element.classList.remove('light', 'dark', 'theme-default', 'theme-rose');
    element.classList.add(scheme, 'theme-' + theme);
  }

  // The sign-in page the server sends drawn is a guest's page in English (decision 048): stale on a device that chose
  // another language or holds a session, where the app will draw something else. index.html's styles then show the
  // logo in its place. Keys as in src/shared (i18n/languages.ts, session/session-store.ts, ui/prerendered-page.ts).
  try {
    var language = localStorage.getItem('taka.language');
    if ((language && language !== 'en') || localStorage.getItem('taka.session'))
      document.documentElement.classList.add('prerender-stale');
  } catch {
    // Without storage there is no other language or session.
  }

  apply(document.documentElement);
  if (document.body) {
    apply(document.body);
  } else {
    new MutationObserver(function (_records, observer) {
      if (document.body) {
        apply(document.body);
        observer.disconnect();
      }
    }).observe(document.documentElement, { childList: true });
  }
})();

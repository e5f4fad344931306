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

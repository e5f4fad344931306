import { fetchEarly } from '@/shared/api/early-fetch';
import { storedLanguage, translationPath } from '@/shared/i18n/languages';

// What the first render needs besides the code, asked for first: this chunk imports no library, so it runs as soon as
// the page has it, not once the largest chunk (the framework) has arrived.
fetchEarly('/api/meta/client-config');
fetchEarly(translationPath(storedLanguage()));
// Zod must be told not to compile with `new Function` (forbidden by the CSP) before any schema is built, and
// bootstrap's imports build schemas as they are evaluated: it is imported only once that is done. Its chunks are
// downloading meanwhile (the server's modulepreload links, decision 027).
void import('@/shared/config/zod-without-eval')
  .then(() => import('./bootstrap'))
  .then(({ start }) => start());

// Zod must be told not to compile with `new Function` (forbidden by the CSP) before any schema is built. A bundle
// evaluates every statically imported chunk before its own code, so everything else is loaded dynamically after.
import '@/shared/config/zod-without-eval';
import { fetchEarly } from '@/shared/api/early-fetch';
import { storedLanguage, translationPath } from '@/shared/i18n/languages';

// What the first render needs besides the code: asked for now, in parallel with the code's download.
fetchEarly('/api/meta/client-config');
fetchEarly(translationPath(storedLanguage()));
void import('./bootstrap').then(({ start }) => start());

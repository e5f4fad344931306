// Zod must be told not to compile with `new Function` (forbidden by the CSP) before any schema is built. A bundle
// evaluates every statically imported chunk before its own code, so everything else is loaded dynamically after.
import '@/shared/config/zod-without-eval';

void import('./bootstrap').then(({ start }) => start());

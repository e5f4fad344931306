import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may, deciding as each schema is built. The CSP
// (script-src 'self') forbids that, so this runs before any schema exists: main.tsx imports it first.
z.config({ jitless: true });

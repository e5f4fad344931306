import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may, deciding as each schema is built. The CSP
// forbids that, so this runs before any schema exists: the client entry imports it first.
z.config({ jitless: true });

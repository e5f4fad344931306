// The browser's entry. Zod compiles parsers with `new Function` unless told not to, and the CSP forbids it: that is
// said before any module that may parse is evaluated (a static import would be evaluated after all of them).
await import('@/shared/config/zod-without-eval');
await import('./hydrate-app');

export {};

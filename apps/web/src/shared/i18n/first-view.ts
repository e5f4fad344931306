/**
 * The pages a customer lands on: `/` (which sends a guest to sign in), the sign-in page and the signed-in dashboard.
 * Their texts, with the shell's, are the first part of each translation file; every other page also needs the
 * rest, which these pages load once they are drawn (decision 046). The groups of each part are named where the
 * build splits the files (build/translation-parts.ts).
 */
const FIRST_VIEW_PATHS = new Set(['/', '/sign-in', '/dashboard']);

export const isFirstViewPath = (pathname: string) => FIRST_VIEW_PATHS.has(pathname.replace(/(.)\/$/, '$1'));

/**
 * The pages drawn without MUI (decision 047): `/sign-in`, the first page a guest loads, and `/`, which sends a guest
 * there. They paint before MUI's code has loaded; every other page is drawn inside the app's MUI layer, which loads
 * with it. The build reads this list too: their preload links leave MUI out (build/route-preloads.ts).
 */
const PAGES_WITHOUT_MUI = new Set(['/', '/sign-in']);

export const isPageWithoutMui = (pathname: string) => PAGES_WITHOUT_MUI.has(pathname.replace(/(.)\/$/, '$1'));

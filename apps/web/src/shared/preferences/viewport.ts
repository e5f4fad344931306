import { devicePreferences, rememberPreference } from './device-preferences';

/** The width a page is drawn at on the server before this device has said its own: a phone's. */
const PHONE_WIDTH = 412;

/** The width this device last drew a page at, as its preferences cookie says; a phone's when it has not said. */
function widthInCookie(): number {
  const width = Number(devicePreferences().get('viewport'));
  return Number.isInteger(width) && width > 0 && width < 100_000 ? width : PHONE_WIDTH;
}

/** In the browser, the cookie as the page arrived: parts of it hydrate after this page has said its own width. */
const widthAtHydration = typeof window === 'undefined' ? undefined : widthInCookie();
const rememberedViewportWidth = () => widthAtHydration ?? widthInCookie();

const WIDTH_CONDITION = /^\((min|max)-width:\s*([\d.]+)px\)$/;

/**
 * How `useMediaQuery` answers as the server renders a page, and again as the browser hydrates it (MUI's
 * `ssrMatchMedia`): against the width the device last drew at, so that both draw the same page; the browser's own
 * answer follows once it has taken the page over. The app asks for breakpoints only (`(min-width:600px) and
 * (max-width:959.95px)`); any other feature (reduced motion, say) does not match.
 */
export function rememberedMatchMedia(query: string): { matches: boolean } {
  const width = rememberedViewportWidth();
  const matches = query.split(/\s+and\s+/).every((condition) => {
    const [, bound, pixels] = WIDTH_CONDITION.exec(condition.trim()) ?? [];
    if (!pixels) return false;
    return bound === 'min' ? width >= Number(pixels) : width <= Number(pixels);
  });
  return { matches };
}

/** Says the width this page is drawn at, for the server's next page (once the page is the browser's). */
export function rememberViewportWidth(): void {
  const width = String(window.innerWidth);
  if (devicePreferences().get('viewport') !== width) rememberPreference('viewport', width);
}

/** An image the server serves (a path under /api) with the app's base URL; null for any other (SPEC 3.1). */
export function servedImageUrl(imageUrl: string | null): string | null {
  if (!imageUrl?.startsWith('/api/')) return null;
  return `${import.meta.env.BASE_URL.replace(/\/$/, '')}${imageUrl}`;
}

/** A link the Details button may open: an https URL or a path of this site; null for anything else. */
export function safeDetailsUrl(url: string | null): string | null {
  if (!url) return null;
  if (/^\/(?![/\\])/.test(url)) return url;
  return URL.canParse(url) && new URL(url).protocol === 'https:' ? url : null;
}

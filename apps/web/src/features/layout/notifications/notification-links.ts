import { isHttpsUrl, isSitePath } from '@taka/contracts';

/** An image the server serves (a path under /api) with the app's base URL; null for any other (SPEC 3.1). */
export function servedImageUrl(imageUrl: string | null): string | null {
  if (!imageUrl?.startsWith('/api/') || !isSitePath(imageUrl)) return null;
  return `${import.meta.env.BASE_URL.replace(/\/$/, '')}${imageUrl}`;
}

/** A link the Details button may open: an https URL or a path of this site, as the server checks them. */
export const safeDetailsUrl = (url: string | null): string | null =>
  url && (isSitePath(url) || isHttpsUrl(url)) ? url : null;

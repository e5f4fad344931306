/**
 * Stands in for `tldts` in the browser build (apps/web/vite.config.ts aliases it here). MSW's cookie store is built
 * on tough-cookie, whose one call into tldts is `getDomain`; tldts carries the whole public-suffix list, 50 KiB
 * compressed of the demo worker's 81 KiB, which every signed-in page downloads before it shows. The demo handlers set
 * and read no cookie, and the browser applies the real list to any cookie that reaches `document.cookie`, so the
 * registrable domain is approximated: the last two labels of a name, or the last three where the second-level label
 * is one that country codes register under (example.com.bd). Null for an IP address or a single label, as tldts.
 */
const SECOND_LEVELS = new Set(['ac', 'co', 'com', 'edu', 'gov', 'mil', 'net', 'org']);

export function getDomain(hostname: string): string | null {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name.includes(':') || /^\d+(\.\d+){3}$/.test(name)) return null;
  const labels = name.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return null;
  const underCountryCode = labels.at(-1)!.length === 2 && SECOND_LEVELS.has(labels.at(-2)!);
  const count = underCountryCode ? 3 : 2;
  return labels.length < count ? null : labels.slice(-count).join('.');
}

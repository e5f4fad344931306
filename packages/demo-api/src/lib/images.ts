/**
 * Pictures of the seed data, drawn as small SVG data URLs so the demo ships no image files and never shows a
 * broken image: initials avatars for people, gradient covers, watch faces for products.
 */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A hue from 0 to 359 derived from a text, so one person always gets the same colour. */
export function hueOf(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash % 360;
}

export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => word[0]!.toUpperCase()).join('');
}

export function avatarImage(name: string): string {
  const hue = hueOf(name);
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
      `<rect width="128" height="128" fill="hsl(${hue} 55% 45%)"/>` +
      `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="52" fill="#fff">` +
      `${initials(name)}</text></svg>`,
  );
}

export function coverImage(seed: string): string {
  const hue = hueOf(seed);
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="240" viewBox="0 0 960 240">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue} 60% 40%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 60% 55%)"/>` +
      `</linearGradient></defs><rect width="960" height="240" fill="url(#g)"/></svg>`,
  );
}

export function watchImage(seed: string): string {
  const hue = hueOf(seed);
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
      `<rect width="256" height="256" fill="#f4f4f5"/>` +
      `<rect x="98" y="8" width="60" height="240" rx="14" fill="hsl(${hue} 35% 30%)"/>` +
      `<circle cx="128" cy="128" r="62" fill="#d4d4d8"/><circle cx="128" cy="128" r="52" fill="hsl(${hue} 45% 20%)"/>` +
      `<path d="M128 128V92M128 128l24 14" stroke="#fff" stroke-width="5" stroke-linecap="round"/></svg>`,
  );
}

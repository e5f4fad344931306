/**
 * Writes src/shared/theme/fonts/taka-sign.woff2: the taka sign (৳, U+09F3) alone, cut from Noto Sans Bengali with
 * its weight axis kept. Every amount shows the sign, and it is the only Bengali character an English or Turkish page
 * draws: without this font, each page with an amount downloaded the whole Bengali face (106 KB) for one glyph
 * (decision 040). `npm run fonts:taka-sign -w @taka/web` rewrites it when the Bengali face changes; a test compares
 * the two.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const TAKA_SIGN = '\u09F3';
export const TAKA_SIGN_FONT = fileURLToPath(
  new URL('../src/shared/theme/fonts/taka-sign.woff2', import.meta.url),
);
const NOTO_SANS_BENGALI = fileURLToPath(
  import.meta
    .resolve('@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2'),
);

export const subsetTakaSign = (): Promise<Buffer> =>
  subsetFont(readFileSync(NOTO_SANS_BENGALI), TAKA_SIGN, { targetFormat: 'woff2' });

if (import.meta.main) {
  const font = await subsetTakaSign();
  writeFileSync(TAKA_SIGN_FONT, font);
  process.stdout.write(`${TAKA_SIGN_FONT}: ${font.length} bytes\n`);
}

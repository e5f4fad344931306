/**
 * Writes the fonts cut from the faces the app ships, into src/shared/theme/fonts (`npm run fonts:subset -w
 * @taka/web`; a test cuts them again and compares, so they cannot drift from their faces):
 *
 * - `taka-sign.woff2`: the taka sign (৳, U+09F3) alone, from Noto Sans Bengali with its weight axis. Every amount
 *   shows the sign, and it is the only Bengali character an English or Turkish page draws: without it each page
 *   with an amount downloaded the whole Bengali face (106 KB) for one glyph (decision 040).
 * - `inter-english.woff2`: Inter's Latin face cut to the characters an English page draws (ASCII, the spaces and
 *   punctuation the texts and number formats use), with its weight axis and its features (tabular figures among
 *   them): 29 KB where the whole Latin face is 48 KB, on every page's first view (decision 049).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const fontsFolder = (file: string) =>
  fileURLToPath(new URL(`../src/shared/theme/fonts/${file}`, import.meta.url));
const shippedFace = (specifier: string) => readFileSync(fileURLToPath(import.meta.resolve(specifier)));

const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
/**
 * No-break, thin and zero-width spaces, ©, ·, ×, dashes, quotes, bullet, ellipsis and the minus sign. Keep
 * `inter-english.css`'s unicode-range the same: a character outside it makes the browser fetch the whole Latin face.
 */
const ENGLISH_EXTRAS =
  '\u00a0\u00a9\u00b7\u00d7\u2009\u200b\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u2212';

export const FONT_SUBSETS = [
  {
    file: fontsFolder('taka-sign.woff2'),
    cut: () =>
      subsetFont(
        shippedFace(
          '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2',
        ),
        '\u09F3',
        { targetFormat: 'woff2' },
      ),
  },
  {
    file: fontsFolder('inter-english.woff2'),
    cut: () =>
      subsetFont(
        shippedFace('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
        ASCII + ENGLISH_EXTRAS,
        { targetFormat: 'woff2' },
      ),
  },
];

if (import.meta.main) {
  for (const { file, cut } of FONT_SUBSETS) {
    const font = await cut();
    writeFileSync(file, font);
    process.stdout.write(`${file}: ${font.length} bytes\n`);
  }
}

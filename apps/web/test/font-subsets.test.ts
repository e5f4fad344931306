import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_SUBSETS } from '../scripts/subset-fonts.ts';

describe('the fonts cut from the shipped faces (npm run fonts:subset -w @taka/web rewrites them)', () => {
  it.each(FONT_SUBSETS.map((subset) => [basename(subset.file), subset] as const))(
    '%s is what its face gives today',
    async (_name, { file, cut }) => {
      expect(readFileSync(file).equals(await cut())).toBe(true);
    },
  );

  it('the taka sign stays under Vite’s 4 KiB limit: the build inlines it into the stylesheet, no request of its own', () => {
    expect(readFileSync(FONT_SUBSETS[0]!.file).length).toBeLessThan(4 * 1024);
  });
});

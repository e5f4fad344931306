import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { subsetTakaSign, TAKA_SIGN_FONT } from '../scripts/subset-taka-sign.ts';

describe('the taka sign font', () => {
  it('is the sign cut from the Bengali face the app ships (npm run fonts:taka-sign -w @taka/web rewrites it)', async () => {
    const committed = readFileSync(TAKA_SIGN_FONT);
    // Under Vite's 4 KiB limit, so the build inlines it into the stylesheet: no request of its own.
    expect(committed.length).toBeLessThan(4 * 1024);
    expect(committed.equals(await subsetTakaSign())).toBe(true);
  });
});

/**
 * A seeded pseudo-random generator (mulberry32) for the generated parts of the seed data (chart series, stock
 * figures): the same seed always gives the same demo.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number between min and max inclusive. */
export function randomInt(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** `count` values wandering around `base` by at most `spread` a step, rounded to `decimals`. */
export function randomWalk(
  random: () => number,
  count: number,
  base: number,
  spread: number,
  decimals = 0,
): number[] {
  const factor = 10 ** decimals;
  let value = base;
  return Array.from({ length: count }, () => {
    value = Math.max(0, value + (random() * 2 - 1) * spread);
    return Math.round(value * factor) / factor;
  });
}

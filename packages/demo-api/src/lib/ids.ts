/** A fresh random id for an item created at run time. */
export function newId(): string {
  return crypto.randomUUID();
}

/**
 * A stable UUID-shaped id for seed data, derived from a namespace and a number, so seeds need no hand-typed ids
 * and stay the same across resets.
 */
export function seedId(namespace: string, n: number): string {
  const text = `${namespace}:${n}`;
  let hex = '';
  for (let round = 0; hex.length < 32; round++) {
    // FNV-1a, salted per round, gives 8 hex digits a round.
    let hash = 0x811c9dc5 ^ round;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    hex += (hash >>> 0).toString(16).padStart(8, '0');
  }
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `8${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

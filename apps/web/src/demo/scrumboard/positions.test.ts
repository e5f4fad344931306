import { describe, expect, it } from 'vitest';
import { placeAt, positionBetween, renumberedPositions } from './positions';

const items = (...positions: number[]) => positions.map((position, i) => ({ id: `i${i}`, position }));

describe('scrumboard positions', () => {
  it('step by 65536: the first item, and after the last one', () => {
    expect(positionBetween(undefined, undefined)).toBe(65536);
    expect(positionBetween(131072, undefined)).toBe(196608);
  });

  it('take the midpoint between neighbours, and half the first at the start', () => {
    expect(positionBetween(65536, 131072)).toBe(98304);
    expect(positionBetween(undefined, 65536)).toBe(32768);
    expect(positionBetween(10, 13)).toBe(11);
  });

  it('find no room between neighbours one apart, or at the start below 2', () => {
    expect(positionBetween(10, 11)).toBeNull();
    expect(positionBetween(undefined, 1)).toBeNull();
    expect(positionBetween(5, 5)).toBeNull();
  });

  it('renumber by index', () => {
    expect(renumberedPositions(3)).toEqual([65536, 131072, 196608]);
  });

  it('place a moved item between its new neighbours, leaving itself out', () => {
    const list = items(65536, 131072, 196608);
    expect(placeAt(list, 'i0', 2)).toEqual({ kind: 'position', position: 262144 });
    expect(placeAt(list, 'i2', 0)).toEqual({ kind: 'position', position: 32768 });
    expect(placeAt(list, 'new', 1)).toEqual({ kind: 'position', position: 98304 });
    expect(placeAt([], 'new', 0)).toEqual({ kind: 'position', position: 65536 });
  });

  it('renumber the list, in its new order, once neighbours are too close', () => {
    expect(placeAt(items(65536, 65537, 131072), 'new', 1)).toEqual({
      kind: 'renumber',
      order: ['i0', 'new', 'i1', 'i2'],
    });
    // Sixteen moves to the top halve 65536 down to 1; the seventeenth needs renumbering.
    let list = items(65536, 131072);
    for (let move = 0; move < 16; move += 1) {
      const placed = placeAt(list, `m${move}`, 0);
      expect(placed.kind).toBe('position');
      if (placed.kind === 'position') list = [{ id: `m${move}`, position: placed.position }, ...list];
    }
    expect(list[0]!.position).toBe(1);
    expect(placeAt(list, 'last', 0).kind).toBe('renumber');
  });
});

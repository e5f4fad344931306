import { POSITION_STEP } from '@taka/demo-api/schemas/scrumboard';

type Positioned = { id: string; position: number };

/** Where a moved list or card goes: a position of its own, or the whole list renumbered in `order` (ids). */
export type Placement = { kind: 'position'; position: number } | { kind: 'renumber'; order: string[] };

/**
 * The position between two neighbours (SPEC 9): 65536 for the only item, the last one's plus 65536 at the end,
 * the whole-number midpoint otherwise (the first one's half at the start). Null when no whole number is left
 * strictly between them: the list must be renumbered (SPEC 4).
 */
export function positionBetween(before: number | undefined, after: number | undefined): number | null {
  if (after === undefined) return (before ?? 0) + POSITION_STEP;
  const low = before ?? 0;
  const middle = Math.floor((low + after) / 2);
  return middle > low && middle < after ? middle : null;
}

/** The positions of `count` items renumbered by index: 65536, 131072, ... */
export const renumberedPositions = (count: number) =>
  Array.from({ length: count }, (_, index) => (index + 1) * POSITION_STEP);

/**
 * Placing the item `movedId` at `index` of `items` (in position order; the moved item may be among them, it is
 * left out first): a position between its new neighbours, or the list's new order when they are too close.
 */
export function placeAt(items: readonly Positioned[], movedId: string, index: number): Placement {
  const others = items.filter((item) => item.id !== movedId);
  const position = positionBetween(others[index - 1]?.position, others[index]?.position);
  if (position !== null) return { kind: 'position', position };
  const order = others.map((item) => item.id);
  order.splice(index, 0, movedId);
  return { kind: 'renumber', order };
}

import type { KeyboardEvent } from 'react';

/**
 * Arrow keys move the focus between the `[data-grid-item]` elements inside the grid, as they are laid out: left
 * and right to the previous and next item, up and down to the nearest item of the row above or below. Home and
 * End go to the first and last.
 */
export function moveFocusInGrid(event: KeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-grid-item]')];
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  const target = nextItem(items, index, event.key);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

function nextItem(items: HTMLElement[], index: number, key: string): HTMLElement | undefined {
  switch (key) {
    case 'ArrowRight':
      return items[index + 1];
    case 'ArrowLeft':
      return items[index - 1];
    case 'Home':
      return items[0];
    case 'End':
      return items.at(-1);
    case 'ArrowDown':
    case 'ArrowUp':
      return nearestInNextRow(items, items[index]!, key === 'ArrowDown' ? 1 : -1);
    default:
      return undefined;
  }
}

function nearestInNextRow(items: HTMLElement[], from: HTMLElement, direction: 1 | -1) {
  const origin = from.getBoundingClientRect();
  const beyond = items
    .map((item) => ({ item, box: item.getBoundingClientRect() }))
    .filter(({ box }) => (direction === 1 ? box.top > origin.top + 1 : box.top < origin.top - 1));
  if (beyond.length === 0) return undefined;
  const rowTop =
    direction === 1
      ? Math.min(...beyond.map(({ box }) => box.top))
      : Math.max(...beyond.map(({ box }) => box.top));
  const row = beyond.filter(({ box }) => Math.abs(box.top - rowTop) < 1);
  row.sort((a, b) => Math.abs(a.box.left - origin.left) - Math.abs(b.box.left - origin.left));
  return row[0]?.item;
}

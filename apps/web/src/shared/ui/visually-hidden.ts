/**
 * Hides content visually while keeping it for screen readers. For `style` and `sx` alike: the sizes are strings,
 * as `sx` reads a bare 1 as 100% (which made hidden text stretch the page sideways).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * `useSortable`'s `transition`: none when the customer's system asks for reduced motion, so that the other items jump
 * to their new places instead of sliding (as MUI's own components follow the theme's `motion.reducedMotion`); dnd
 * kit's default otherwise.
 */
export function useSortableTransition() {
  return useMediaQuery('(prefers-reduced-motion: reduce)') ? null : undefined;
}

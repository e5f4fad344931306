/**
 * A transition written in an `sx`, left out when the customer's system asks for reduced motion, as MUI leaves out
 * its components' own (the theme's `motion.reducedMotion`).
 */
export const transitionUnlessReducedMotion = (transition: string) => ({
  transition,
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

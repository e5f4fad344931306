import type { SxProps, Theme } from '@mui/material/styles';
import { transitionUnlessReducedMotion } from '@/shared/theme/reduced-motion';
import { NAVIGATION_WIDTHS, type NavigationAppearance } from '@/shared/ui/navigation';
import { visuallyHidden } from '@/shared/ui/visually-hidden';

/** The compact layout's rail of icons. */
export const RAIL_WIDTH = 80;
/** The futuristic panel floats this far from the window's edges. */
export const FLOAT_GAP = 12;

export type SideMenuLook = 'default' | 'futuristic';

/** The side menu's paper for the look and appearance (`width` is the menu's own, without the floating gap). */
export function sideMenuPaperSx(
  look: SideMenuLook,
  appearance: NavigationAppearance,
  width: number,
): SxProps<Theme> {
  const common = {
    width,
    color: 'text.primary',
    overflowX: 'hidden',
    ...transitionUnlessReducedMotion('width 300ms'),
    ...(appearance === 'dense' && denseSx),
  } as const;
  if (look === 'default')
    return {
      ...common,
      bgcolor: 'background.paper',
      // No elevation tint: the menu looks the same docked and as an overlay.
      backgroundImage: 'none',
      borderRight: 1,
      borderColor: 'divider',
    };
  return {
    ...common,
    top: FLOAT_GAP,
    left: FLOAT_GAP,
    height: `calc(100% - ${FLOAT_GAP * 2}px)`,
    borderRadius: 4,
    border: '1px solid rgba(148, 163, 184, 0.28)',
    bgcolor: '#0f172a',
    backgroundImage: [
      'radial-gradient(120% 45% at 0% 0%, rgba(99, 102, 241, 0.42), transparent 70%)',
      'radial-gradient(110% 40% at 100% 100%, rgba(34, 211, 238, 0.26), transparent 70%)',
      'linear-gradient(165deg, #1e1b4b 0%, #0f172a 55%, #082f49 100%)',
    ].join(', '),
    boxShadow: '0 24px 48px -16px rgba(15, 23, 42, 0.65), inset 0 1px 0 rgba(255, 255, 255, 0.08)',
  };
}

/**
 * The dense appearance is a rail of icons until the pointer or focus is in it, then the full menu: at rest the
 * titles are kept for screen readers only and collapsed children are not shown, so no title shows cut.
 */
const denseSx = {
  '&:hover, &:focus-within': { width: NAVIGATION_WIDTHS.default, boxShadow: 8 },
  '&:not(:hover):not(:focus-within)': {
    '& .MuiListItemText-root, & .MuiChip-root, & .navigation-group-title': visuallyHidden,
    '& .MuiListItemButton-root > .MuiSvgIcon-root, & .MuiCollapse-root': { display: 'none' },
  },
} as const;

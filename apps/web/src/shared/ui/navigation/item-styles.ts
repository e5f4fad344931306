import type { SxProps, Theme } from '@mui/material/styles';
import type { NavigationContextValue } from './NavigationContext';

/** The futuristic menu's accent: the theme colour running into cyan, dark enough for white text in light. */
function futuristicAccent(theme: Theme, end: string) {
  return `linear-gradient(100deg, ${(theme.vars ?? theme).palette.primary.main}, ${end})`;
}

/** The look of one item button for the appearance, variant, nesting depth and active state. */
export function itemButtonSx(
  context: Pick<NavigationContextValue, 'appearance' | 'variant'>,
  depth: number,
  active: boolean,
): SxProps<Theme> {
  const stacked = context.appearance === 'compact' || context.appearance === 'thin';
  const futuristic = context.variant === 'futuristic';
  return (theme) => ({
    width: '100%',
    borderRadius: futuristic ? 99 : 1.5,
    mb: 0.5,
    px: stacked ? 1 : 2,
    py: stacked ? 1.25 : 1,
    pl: stacked ? 1 : 2 + depth * 2,
    minHeight: 44,
    gap: stacked ? 0.5 : 0,
    flexDirection: context.appearance === 'compact' ? 'column' : 'row',
    justifyContent: stacked ? 'center' : 'flex-start',
    textAlign: context.appearance === 'compact' ? 'center' : 'left',
    color: active ? 'primary.contrastText' : 'text.primary',
    bgcolor: active ? 'primary.main' : 'transparent',
    '&:hover': { bgcolor: active ? 'primary.main' : 'action.hover' },
    '&.navigation-parent-active': { color: 'primary.main', fontWeight: 600 },
    '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
    '& .MuiListItemText-secondary': active ? { color: 'inherit' } : undefined,
    ...(futuristic &&
      active && {
        backgroundImage: futuristicAccent(theme, '#0e7490'),
        boxShadow: '0 0 18px -4px #22d3ee',
        ...theme.applyStyles('dark', { backgroundImage: futuristicAccent(theme, '#67e8f9') }),
      }),
  });
}

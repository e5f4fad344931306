import type {} from '@mui/material/themeCssVarsAugmentation';
import { createTheme } from '@mui/material/styles';
import { rememberedMatchMedia } from '@/shared/preferences/viewport';
import type { ThemeName } from './theme-names';

/**
 * Primary colours per theme and scheme; each passes WCAG AA as text on the scheme's backgrounds. The dark scheme's
 * deeper shade (a hovered button, the calendar's focused chosen day) is set, not derived: MUI's derived indigo left its
 * dark text at 4.49:1.
 */
const PRIMARY: Record<ThemeName, { light: string; dark: string; darkDeeper: string }> = {
  default: { light: '#4338ca', dark: '#a5b4fc', darkDeeper: '#818cf8' },
  rose: { light: '#be123c', dark: '#fda4af', darkDeeper: '#fb7185' },
};

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1440 };

export function createAppTheme(name: ThemeName) {
  return createTheme({
    cssVariables: { colorSchemeSelector: 'class', cssVarPrefix: 'taka' },
    breakpoints: { values: BREAKPOINTS },
    shape: { borderRadius: 8 },
    // Menus, dialogs, drawers, ripples and skeletons appear without motion when the system asks for reduced motion.
    motion: { reducedMotion: 'system' },
    typography: {
      fontFamily:
        '"Inter Variable", "Taka Sign", "Noto Sans Bengali Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: PRIMARY[name].light, contrastText: '#ffffff' },
          secondary: { main: '#1e293b', contrastText: '#ffffff' },
          error: { main: '#b91c1c' },
          warning: { main: '#b45309' },
          info: { main: '#0369a1' },
          success: { main: '#15803d' },
          background: { default: '#f1f5f9', paper: '#ffffff' },
          text: { primary: '#1e293b', secondary: '#475569' },
          divider: '#e2e8f0',
        },
      },
      dark: {
        palette: {
          primary: { main: PRIMARY[name].dark, dark: PRIMARY[name].darkDeeper, contrastText: '#0f172a' },
          secondary: { main: '#cbd5e1', contrastText: '#0f172a' },
          error: { main: '#fca5a5' },
          warning: { main: '#fcd34d' },
          info: { main: '#7dd3fc' },
          success: { main: '#86efac' },
          background: { default: '#0f172a', paper: '#1e293b' },
          text: { primary: '#f1f5f9', secondary: '#cbd5e1' },
          divider: '#334155',
        },
      },
    },
    components: {
      // The server draws a page at the width the device last said, and the browser hydrates it at that width too.
      MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: rememberedMatchMedia } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  });
}

import { useTheme } from '@mui/material/styles';

/** Series colours from the MUI theme, so light, dark and every colour theme draw their charts in their own tones. */
export function useChartColors(): string[] {
  const { palette } = useTheme();
  return [
    palette.primary.main,
    palette.secondary.main,
    palette.info.main,
    palette.success.main,
    palette.warning.main,
    palette.error.main,
  ];
}

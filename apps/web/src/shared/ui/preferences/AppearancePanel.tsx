import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useColorScheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { THEME_NAMES } from '@/shared/theme/theme-names';
import { useThemePreferences } from '@/shared/theme/ThemePreferencesProvider';

const SCHEMES = ['light', 'dark', 'system'] as const;

/** The appearance menu's panel (AppearanceMenu loads it on first open): scheme, theme and `children`. */
export function AppearancePanel({
  anchor,
  onClose,
  children,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const { themeName, setThemeName } = useThemePreferences();
  const schemeLabel = useId();
  const themeLabel = useId();

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { role: 'dialog', 'aria-label': t('preferences.appearance'), sx: { p: 2, width: 300 } },
      }}
    >
      <Typography id={schemeLabel} variant="subtitle2" sx={{ mb: 1 }}>
        {t('preferences.scheme')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        aria-labelledby={schemeLabel}
        value={mode ?? 'system'}
        onChange={(_event, value: (typeof SCHEMES)[number] | null) => value && setMode(value)}
      >
        {SCHEMES.map((scheme) => (
          <ToggleButton key={scheme} value={scheme}>
            {t(`preferences.schemes.${scheme}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 16 }} />
      <Typography id={themeLabel} variant="subtitle2" sx={{ mb: 1 }}>
        {t('preferences.theme')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        aria-labelledby={themeLabel}
        value={themeName}
        onChange={(_event, value: (typeof THEME_NAMES)[number] | null) => value && setThemeName(value)}
      >
        {THEME_NAMES.map((name) => (
          <ToggleButton key={name} value={name}>
            {t(`preferences.themes.${name}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {children}
    </Popover>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { MENU_APPEARANCES, MENU_VARIANTS, type MenuPreferences } from './menu-preferences';

type Props = { preferences: MenuPreferences; onChange: (change: Partial<MenuPreferences>) => void };

/** Menu variant and appearance, shown in the top bar's appearance panel. */
export function MenuLayoutOptions({ preferences, onChange }: Props) {
  const { t } = useTranslation();
  const variantLabel = useId();
  const appearanceLabel = useId();
  const widthApplies = preferences.variant === 'default' || preferences.variant === 'futuristic';
  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={variantLabel} variant="subtitle2" sx={{ mb: 1 }}>
        {t('preferences.menuVariant')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        aria-labelledby={variantLabel}
        value={preferences.variant}
        onChange={(_event, variant: MenuPreferences['variant'] | null) => variant && onChange({ variant })}
        sx={{ flexWrap: 'wrap' }}
      >
        {MENU_VARIANTS.map((variant) => (
          <ToggleButton key={variant} value={variant} sx={{ flex: '1 0 45%' }}>
            {t(`preferences.menuVariants.${variant}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* The width is the vertical menu's: the rail and the menu bar have their own. */}
      {widthApplies && (
        <>
          <Typography id={appearanceLabel} variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            {t('preferences.menuAppearance')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            aria-labelledby={appearanceLabel}
            value={preferences.appearance}
            onChange={(_event, appearance: MenuPreferences['appearance'] | null) =>
              appearance && onChange({ appearance })
            }
            sx={{ flexWrap: 'wrap' }}
          >
            {MENU_APPEARANCES.map((appearance) => (
              <ToggleButton key={appearance} value={appearance} sx={{ flex: '1 0 45%' }}>
                {t(`preferences.menuAppearances.${appearance}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </>
      )}
    </Box>
  );
}

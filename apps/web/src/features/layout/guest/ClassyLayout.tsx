import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useThemePreferences } from '@/shared/theme/ThemePreferencesProvider';
import { GuestToolbar } from './GuestToolbar';

const BRAND_GRADIENT = {
  default: 'linear-gradient(135deg, #1e1b4b 0%, #312e81 55%, #4338ca 100%)',
  rose: 'linear-gradient(135deg, #4c0519 0%, #881337 55%, #be123c 100%)',
};

/** The classy layout: the form on the left, a welcome panel in the theme's colours on the right (from md). */
export function ClassyLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { themeName } = useThemePreferences();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex' }}>
      <Box
        sx={{
          flex: '1 1 50%',
          display: 'flex',
          justifyContent: 'center',
          bgcolor: 'background.paper',
          p: { xs: 3, sm: 6 },
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 440, py: { md: 4 } }}>
          <GuestToolbar />
          <Box component="main" id="main-content">
            {children}
          </Box>
        </Box>
      </Box>
      <Box
        component="aside"
        aria-label={t('auth.brand.label')}
        sx={{
          flex: '1 1 50%',
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          px: 8,
          color: '#ffffff',
          background: BRAND_GRADIENT[themeName],
        }}
      >
        <Typography
          component="p"
          sx={{ fontSize: 44, fontWeight: 800, lineHeight: 1.15, letterSpacing: '-0.02em' }}
        >
          {t('auth.brand.headline')}
        </Typography>
        <Typography component="p" sx={{ mt: 3, fontSize: 18, maxWidth: 520, opacity: 0.9 }}>
          {t('auth.brand.text')}
        </Typography>
      </Box>
    </Box>
  );
}

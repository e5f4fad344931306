import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import logoMark from './logo-mark.svg';
import { visuallyHidden } from './visually-hidden';

/** The Taka mark and name. The mark is decorative; the name is the accessible text. */
export function Logo({ size = 32, showName = true }: { size?: number; showName?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="img" src={logoMark} alt="" width={size} height={size} sx={{ display: 'block' }} />
      {showName ? (
        <Box component="span" sx={{ fontWeight: 800, fontSize: size * 0.6, letterSpacing: '-0.02em' }}>
          {t('app.name')}
        </Box>
      ) : (
        <Box component="span" sx={visuallyHidden}>
          {t('app.name')}
        </Box>
      )}
    </Box>
  );
}

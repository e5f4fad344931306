import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { TextLink } from '@/shared/ui/links';
import { Logo } from '@/shared/ui/Logo';
import { AppearanceMenu } from '@/shared/ui/preferences/AppearanceMenu';
import { LanguageMenu } from '@/shared/ui/preferences/LanguageMenu';

/** Logo (to home), language and appearance above a guest form. */
export function GuestToolbar() {
  const { t } = useTranslation();
  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 4 }}>
      <TextLink
        to="/home"
        color="inherit"
        underline="none"
        aria-label={t('shell.home')}
        sx={{ display: 'inline-flex' }}
      >
        <Logo size={32} />
      </TextLink>
      <Box sx={{ flexGrow: 1 }} />
      <LanguageMenu />
      <AppearanceMenu />
    </Box>
  );
}

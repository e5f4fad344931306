import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { TextLink } from '@/shared/ui/links';

export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 3 }}>
      {t('auth.backTo')} <TextLink to="/sign-in">{t('auth.signIn.link')}</TextLink>
    </Box>
  );
}

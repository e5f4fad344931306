import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from '@/shared/session/session-store';
import { TextLink } from '@/shared/ui/links';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { AuthHeading } from './components/AuthHeading';

/** Tells a signed-in customer that a confirmation went to their e-mail and what to do next. */
export function ConfirmationRequiredPage() {
  const { t } = useTranslation();
  const title = usePageTitle('auth.confirmationRequired.title');
  const session = useSession();
  return (
    <>
      <AuthHeading title={title} />
      <Typography sx={{ mb: 2 }}>
        {t('auth.confirmationRequired.sent', { email: session?.user.email ?? '' })}
      </Typography>
      <Typography color="text.secondary">{t('auth.confirmationRequired.instructions')}</Typography>
      <Box sx={{ mt: 3 }}>
        {t('auth.goTo')} <TextLink to="/dashboard">{t('nav.dashboard')}</TextLink>
      </Box>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from '@/shared/session/session-store';
import { ButtonLink } from '@/shared/ui/links';
import { usePageTitle } from '@/shared/ui/use-page-title';

/** The 404 and 500 pages: what happened and a way back. */
export function ErrorPage({ code }: { code: 404 | 500 }) {
  const { t } = useTranslation();
  const title = usePageTitle(`pages.error${code}.title`);
  const signedIn = useSession() !== null;
  return (
    <Box
      component="main"
      id="main-content"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: 560 }}>
        <Typography
          aria-hidden
          sx={{ fontSize: { xs: 96, md: 144 }, fontWeight: 800, lineHeight: 1, color: 'text.secondary' }}
        >
          {code}
        </Typography>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mt: 2 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, mb: 4 }}>
          {t(`pages.error${code}.text`)}
        </Typography>
        <ButtonLink to={signedIn ? '/dashboard' : '/sign-in'} variant="contained" size="large">
          {signedIn ? t('pages.home.openDashboard') : t('auth.signIn.link')}
        </ButtonLink>
      </Box>
    </Box>
  );
}

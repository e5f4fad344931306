import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { useSession } from '@/shared/session/session-store';
import { ButtonLink } from '@/shared/ui/links';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { GuestPageFrame } from '@/shared/ui/GuestPageFrame';
import { Paragraphs } from '@/shared/ui/Paragraphs';

/** The public front page: what Taka is, and the way in. */
export function HomePage() {
  const { t } = useTranslation();
  const title = usePageTitle('pages.home.title');
  const signedIn = useSession() !== null;
  return (
    <GuestPageFrame title={title}>
      <Paragraphs translationKey="pages.home.body" />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {signedIn ? (
          <ButtonLink to="/dashboard" variant="contained" size="large">
            {t('pages.home.openDashboard')}
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to="/sign-in" variant="contained" size="large">
              {t('auth.signIn.link')}
            </ButtonLink>
            <ButtonLink to="/sign-up" variant="outlined" size="large">
              {t('auth.signUp.link')}
            </ButtonLink>
          </>
        )}
      </Stack>
    </GuestPageFrame>
  );
}

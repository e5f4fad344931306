import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouter } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import { signOut } from '@/shared/session/sign-out';
import { TextLink } from '@/shared/ui/links';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { AuthHeading } from './components/AuthHeading';

const COUNTDOWN_SECONDS = 5;

/** Ends the session on the server and here, then counts down to the sign-in page. */
export function SignOutPage() {
  const { t } = useTranslation();
  const title = usePageTitle('auth.signOut.title');
  const router = useRouter();
  const [signedOut, setSignedOut] = useState(false);
  const [seconds, setSeconds] = useState(COUNTDOWN_SECONDS);
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; the server must hear it once.
    if (started.current) return;
    started.current = true;
    void signOut().then(() => setSignedOut(true));
  }, []);

  useEffect(() => {
    if (!signedOut) return;
    if (seconds === 0) {
      void router.navigate({ to: '/sign-in', replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [signedOut, seconds, router]);

  return (
    <>
      <AuthHeading title={signedOut ? title : t('auth.signOut.inProgress')} />
      <Box role="status" aria-live="polite">
        {signedOut && t('auth.signOut.redirecting', { count: seconds })}
      </Box>
      <Box sx={{ mt: 3 }}>
        {t('auth.goTo')} <TextLink to="/sign-in">{t('auth.signIn.link')}</TextLink>
      </Box>
    </>
  );
}

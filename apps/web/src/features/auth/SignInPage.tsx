import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useRouter, useSearch } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { AuthSession } from '@taka/contracts';
import { getDeviceUniqueId } from '@/shared/session/device-id';
import { saveSession } from '@/shared/session/session-store';
import { DEFAULT_SIGNED_IN_PATH, safeRedirectPath } from '@/shared/routing/redirect-url';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { PasswordField } from '@/shared/ui/form/PasswordField';
import { TextLink } from '@/shared/ui/links';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useSignIn } from './api/sign-in';
import { AuthHeading } from './components/AuthHeading';
import { SignInFormSchema } from './form-schemas';

export function SignInPage() {
  const { t } = useTranslation();
  const title = usePageTitle('auth.signIn.title');
  const router = useRouter();
  const { redirectURL } = useSearch({ strict: false });
  const signIn = useSignIn();
  const passkey = usePasskeySignIn(enter);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(SignInFormSchema),
    defaultValues: { email: '', password: '' },
  });

  async function enter(session: AuthSession) {
    saveSession(session);
    // Only a path of this app: anything else could send the customer to a look-alike site.
    await router.navigate({ href: safeRedirectPath(redirectURL) ?? DEFAULT_SIGNED_IN_PATH, replace: true });
  }

  const onSubmit = handleSubmit(async (values) => {
    passkey.clearError();
    const session = await signIn
      .mutateAsync({ ...values, deviceUniqueId: getDeviceUniqueId() })
      .catch(() => null);
    if (session) await enter(session);
  });

  return (
    <>
      <AuthHeading title={title}>
        {t('auth.signIn.noAccount')} <TextLink to="/sign-up">{t('auth.signUp.link')}</TextLink>
      </AuthHeading>
      <ApiErrorAlert error={passkey.error ?? signIn.error} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('auth.fields.email')}
            autoComplete="username webauthn"
            required
            autoFocus
          />
          <PasswordField
            control={control}
            name="password"
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <TextLink to="/forgot-password">{t('auth.forgotPassword.link')}</TextLink>
            <TextLink to="/change-username-password">{t('auth.changeCredentials.link')}</TextLink>
          </Stack>
          <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>
            {t('auth.signIn.submit')}
          </Button>
          <Divider>{t('auth.signIn.or')}</Divider>
          <Button variant="outlined" size="large" onClick={passkey.start} loading={passkey.pending}>
            {t('auth.signIn.withPasskey')}
          </Button>
          <TextLink to="/step-to-login" sx={{ alignSelf: 'center' }}>
            {t('auth.stepToLogin.link')}
          </TextLink>
        </Stack>
      </Box>
    </>
  );
}

/**
 * Passkey sign-in beside the password: the button, and the passkeys offered in the e-mail field's autofill, set up
 * once the page has painted. Its code and the WebAuthn library load only then (decision 030).
 */
function usePasskeySignIn(enter: (session: AuthSession) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [autofillRound, setAutofillRound] = useState(0);

  useEffect(() => {
    let stop = () => {};
    let left = false;
    const timer = setTimeout(() => {
      void import('./api/passkey-sign-in').then(({ startPasskeyAutofill }) => {
        if (!left) stop = startPasskeyAutofill((session) => void enter(session), setError);
      });
    });
    return () => {
      left = true;
      clearTimeout(timer);
      stop();
    };
    // enter changes each render and must not restart the autofill; a new round restarts it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autofillRound]);

  async function start() {
    setError(null);
    setPending(true);
    try {
      const { signInWithPasskey } = await import('./api/passkey-sign-in');
      await enter(await signInWithPasskey());
    } catch (failure) {
      setError(failure);
      // the button's prompt took the autofill's place: offer the passkeys in the field again
      setAutofillRound((round) => round + 1);
    } finally {
      setPending(false);
    }
  }

  return { start: () => void start(), pending, error, clearError: () => setError(null) };
}

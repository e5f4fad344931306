import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouter, useSearch } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AuthSession } from '@taka/contracts';
import { getDeviceUniqueId } from '@/shared/session/device-id';
import { saveSession } from '@/shared/session/session-store';
import { DEFAULT_SIGNED_IN_PATH, safeRedirectPath } from '@/shared/routing/redirect-url';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { PasswordInput } from '@/shared/ui/form/PasswordInput';
import { TextInput } from '@/shared/ui/form/TextInput';
import { useSchemaForm } from '@/shared/ui/form/use-schema-form';
import { TextLink } from '@/shared/ui/links';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useSignIn } from './api/sign-in';
import { AuthHeading } from './components/AuthHeading';
import { SignInFormSchema } from './form-schemas';

// Loaded after the page's first chunks, so that they stay within their budget (decision 030).
const PasskeySignIn = lazy(() =>
  import('./components/PasskeySignIn').then((module) => ({ default: module.PasskeySignIn })),
);

export function SignInPage() {
  const { t } = useTranslation();
  const title = usePageTitle('auth.signIn.title');
  const router = useRouter();
  const { redirectURL } = useSearch({ strict: false });
  const signIn = useSignIn();
  // Without react-hook-form: this page is the first a guest loads (decision 045).
  const { field, handleSubmit } = useSchemaForm(SignInFormSchema, { email: '', password: '' });

  async function enter(session: AuthSession) {
    saveSession(session);
    // Only a path of this app: anything else could send the customer to a look-alike site.
    await router.navigate({ href: safeRedirectPath(redirectURL) ?? DEFAULT_SIGNED_IN_PATH, replace: true });
  }

  const onSubmit = handleSubmit(async (values) => {
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
      <ApiErrorAlert error={signIn.error} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <TextInput
            {...field('email')}
            type="email"
            label={t('auth.fields.email')}
            autoComplete="username webauthn"
            required
            autoFocus
          />
          <PasswordInput
            {...field('password')}
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
          <Suspense>
            <PasskeySignIn enter={enter} />
          </Suspense>
          <TextLink to="/step-to-login" sx={{ alignSelf: 'center' }}>
            {t('auth.stepToLogin.link')}
          </TextLink>
        </Stack>
      </Box>
    </>
  );
}

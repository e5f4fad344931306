import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouter, useSearch } from '@tanstack/react-router';
import type { AuthSession } from '@taka/contracts';
import { getDeviceUniqueId } from '@/shared/session/device-id';
import { saveSession } from '@/shared/session/session-store';
import { isSignOutReason } from '@/shared/session/sign-out-reason';
import { DEFAULT_SIGNED_IN_PATH, safeRedirectPath } from '@/shared/routing/redirect-url';
import { useSchemaForm } from '@/shared/ui/form/use-schema-form';
import { PlainApiErrorAlert } from '@/shared/ui/plain/PlainApiErrorAlert';
import { PlainButton } from '@/shared/ui/plain/PlainButton';
import { PlainLink } from '@/shared/ui/plain/PlainLink';
import { PlainPasswordField, PlainTextField } from '@/shared/ui/plain/PlainTextField';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useSignIn } from './api/sign-in';
import { AuthHeading } from './components/AuthHeading';
import { PasskeySignIn } from './components/PasskeySignIn';
import { SignedOutNotice } from './components/SignedOutNotice';
import { SignInFormSchema } from './form-schemas';

/** The first page a guest loads, drawn without MUI (decision 047) and with the form without react-hook-form (045). */
export function SignInPage() {
  const { t } = useTranslation();
  const title = usePageTitle('auth.signIn.title');
  const router = useRouter();
  const { redirectURL, signedOut: asked } = useSearch({ strict: false });
  // The route's validation drops an unknown reason; as the server renders the page, the search is read unvalidated.
  const signedOut = isSignOutReason(asked) ? asked : undefined;
  const signedOutId = useId();
  const signIn = useSignIn();
  const { field, handleSubmit } = useSchemaForm(SignInFormSchema, {
    email: '',
    password: '',
  } as { email: string; password: string });

  async function enter(session: AuthSession) {
    saveSession(session);
    // Only a path of this app: anything else could send the customer to a look-alike site.
    await router.navigate({ href: safeRedirectPath(redirectURL) ?? DEFAULT_SIGNED_IN_PATH, replace: true });
  }

  const onSubmit = handleSubmit(async (values) => {
    const session = await signIn.send({ ...values, deviceUniqueId: getDeviceUniqueId() }).catch(() => null);
    if (session) await enter(session);
  });

  return (
    <>
      <AuthHeading title={title}>
        {t('auth.signIn.noAccount')} <PlainLink to="/sign-up">{t('auth.signUp.link')}</PlainLink>
      </AuthHeading>
      {signedOut && <SignedOutNotice id={signedOutId} reason={signedOut} />}
      <PlainApiErrorAlert error={signIn.error} />
      <form method="post" noValidate onSubmit={onSubmit} className="plain-stack">
        <PlainTextField
          {...field('email')}
          type="email"
          label={t('auth.fields.email')}
          autoComplete="username webauthn"
          required
          autoFocus
          describedBy={signedOut && signedOutId}
        />
        <PlainPasswordField
          {...field('password')}
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
        />
        <div className="plain-row">
          <PlainLink to="/forgot-password">{t('auth.forgotPassword.link')}</PlainLink>
          <PlainLink to="/change-username-password">{t('auth.changeCredentials.link')}</PlainLink>
        </div>
        <PlainButton type="submit" variant="contained" loading={signIn.isPending}>
          {t('auth.signIn.submit')}
        </PlainButton>
        <PasskeySignIn enter={enter} />
        <PlainLink to="/step-to-login" className="plain-link centered">
          {t('auth.stepToLogin.link')}
        </PlainLink>
      </form>
    </>
  );
}

import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useRouter, useSearch } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { UnlockSessionRequestSchema, type AuthSession } from '@taka/contracts';
import { DEFAULT_SIGNED_IN_PATH, safeRedirectPath } from '@/shared/routing/redirect-url';
import { saveSession, useSession } from '@/shared/session/session-store';
import { FormErrorAlert } from '@/shared/ui/form/FormErrorAlert';
import { PasswordField } from '@/shared/ui/form/PasswordField';
import { TextLink } from '@/shared/ui/links';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useUnlockSession } from './api/unlock-session';
import { AuthHeading } from './components/AuthHeading';

const UnlockFormSchema = UnlockSessionRequestSchema.pick({ password: true });

/** The idle-locked session asks for the password again, then returns where the customer was. */
export function UnlockSessionPage() {
  const { t } = useTranslation();
  const title = usePageTitle('auth.unlock.title');
  const router = useRouter();
  const session = useSession();
  const { redirectURL } = useSearch({ strict: false });
  const unlock = useUnlockSession();
  // loaded when the customer asks for it, with the WebAuthn library (decision 030)
  const passkeyUnlock = useMutation({
    mutationFn: async () => (await import('./api/passkey-unlock')).unlockWithPasskey(),
  });
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(UnlockFormSchema),
    defaultValues: { password: '' },
  });

  async function resume(unlocked: AuthSession | null) {
    if (!unlocked) return;
    saveSession(unlocked);
    await router.navigate({ href: safeRedirectPath(redirectURL) ?? DEFAULT_SIGNED_IN_PATH, replace: true });
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!session) return;
    passkeyUnlock.reset();
    await resume(await unlock.mutateAsync({ email: session.user.email, password }).catch(() => null));
  });

  const unlockWithPasskey = async () => {
    unlock.reset();
    await resume(await passkeyUnlock.mutateAsync().catch(() => null));
  };

  return (
    <>
      <AuthHeading title={title}>{t('auth.unlock.intro')}</AuthHeading>
      <FormErrorAlert control={control} error={unlock.error ?? passkeyUnlock.error} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <input type="hidden" name="username" autoComplete="username" value={session?.user.email ?? ''} />
          <Box>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('auth.fields.email')}:{' '}
            </Box>
            <strong>{session?.user.email}</strong>
          </Box>
          <PasswordField
            control={control}
            name="password"
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" loading={unlock.isPending}>
            {t('auth.unlock.submit')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            onClick={() => void unlockWithPasskey()}
            loading={passkeyUnlock.isPending}
          >
            {t('auth.unlock.withPasskey')}
          </Button>
        </Stack>
      </Box>
      <Box sx={{ mt: 3 }}>
        {t('auth.unlock.notYou')} <TextLink to="/sign-out">{t('auth.signOut.link')}</TextLink>
      </Box>
    </>
  );
}

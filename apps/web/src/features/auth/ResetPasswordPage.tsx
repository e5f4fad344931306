import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSearch } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormErrorAlert } from '@/shared/ui/form/FormErrorAlert';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useResetPassword } from './api/reset-password';
import { AuthHeading } from './components/AuthHeading';
import { ResetPasswordFormSchema } from './form-schemas';
import { AuthDone } from './components/AuthDone';
import { BackToSignIn } from './components/BackToSignIn';
import { NewPasswordFields } from '@/shared/ui/form/NewPasswordFields';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const title = usePageTitle('auth.resetPassword.title');
  const { email } = useSearch({ strict: false });
  const resetPassword = useResetPassword();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { email: email ?? '', code: '', password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...request }) =>
    resetPassword.mutateAsync(request).catch(() => undefined),
  );

  if (resetPassword.isSuccess) {
    return (
      <>
        <AuthHeading title={title} />
        <AuthDone message={t('auth.resetPassword.done')} />
      </>
    );
  }

  return (
    <>
      <AuthHeading title={title}>{t('auth.resetPassword.intro')}</AuthHeading>
      <FormErrorAlert control={control} error={resetPassword.error} />
      <Box component="form" method="post" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('auth.fields.email')}
            autoComplete="email"
            required
          />
          <FormTextField
            control={control}
            name="code"
            label={t('auth.fields.code')}
            autoComplete="one-time-code"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <NewPasswordFields control={control} name="password" label={t('auth.fields.newPassword')} />
          <Button type="submit" variant="contained" size="large" loading={resetPassword.isPending}>
            {t('auth.resetPassword.submit')}
          </Button>
        </Stack>
      </Box>
      <BackToSignIn />
    </>
  );
}

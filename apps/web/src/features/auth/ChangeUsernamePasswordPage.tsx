import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormErrorAlert } from '@/shared/ui/form/FormErrorAlert';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { PasswordField } from '@/shared/ui/form/PasswordField';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useChangeUsernamePassword } from './api/change-username-password';
import { AuthHeading } from './components/AuthHeading';
import { ChangeCredentialsFormSchema } from './form-schemas';
import { AuthDone } from './components/AuthDone';
import { BackToSignIn } from './components/BackToSignIn';
import { NewPasswordFields } from '@/shared/ui/form/NewPasswordFields';

export function ChangeUsernamePasswordPage() {
  const { t } = useTranslation();
  const title = usePageTitle('auth.changeCredentials.title');
  const change = useChangeUsernamePassword();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ChangeCredentialsFormSchema),
    defaultValues: { email: '', currentPassword: '', newEmail: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...request }) =>
    change.mutateAsync(request).catch(() => undefined),
  );

  if (change.isSuccess) {
    return (
      <>
        <AuthHeading title={title} />
        <AuthDone message={t('auth.changeCredentials.done')} />
      </>
    );
  }

  return (
    <>
      <AuthHeading title={title}>{t('auth.changeCredentials.intro')}</AuthHeading>
      <FormErrorAlert control={control} error={change.error} />
      <Box component="form" method="post" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('auth.fields.currentEmail')}
            autoComplete="username"
            required
            autoFocus
          />
          <PasswordField
            control={control}
            name="currentPassword"
            label={t('auth.fields.currentPassword')}
            autoComplete="current-password"
            required
          />
          <FormTextField
            control={control}
            name="newEmail"
            type="email"
            label={t('auth.fields.newEmail')}
            helperText={t('auth.changeCredentials.newEmailHint')}
            autoComplete="email"
          />
          <NewPasswordFields control={control} name="newPassword" label={t('auth.fields.newPassword')} />
          <Button type="submit" variant="contained" size="large" loading={change.isPending}>
            {t('auth.changeCredentials.submit')}
          </Button>
        </Stack>
      </Box>
      <BackToSignIn />
    </>
  );
}

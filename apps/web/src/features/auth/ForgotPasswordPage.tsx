import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ForgotPasswordRequestSchema } from '@taka/contracts';
import { FormErrorAlert } from '@/shared/ui/form/FormErrorAlert';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { ButtonLink } from '@/shared/ui/links';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useForgotPassword } from './api/forgot-password';
import { AuthHeading } from './components/AuthHeading';
import { BackToSignIn } from './components/BackToSignIn';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const title = usePageTitle('auth.forgotPassword.title');
  const forgotPassword = useForgotPassword();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit((values) => forgotPassword.mutateAsync(values).catch(() => undefined));

  return (
    <>
      <AuthHeading title={title}>{t('auth.forgotPassword.intro')}</AuthHeading>
      {forgotPassword.isSuccess ? (
        <Stack spacing={2.5}>
          <Alert severity="success">{t('auth.forgotPassword.sent')}</Alert>
          <ButtonLink
            to="/reset-password"
            search={{ email: forgotPassword.variables.email }}
            variant="contained"
            size="large"
          >
            {t('auth.forgotPassword.enterCode')}
          </ButtonLink>
        </Stack>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit}>
          <FormErrorAlert control={control} error={forgotPassword.error} />
          <Stack spacing={2.5}>
            <FormTextField
              control={control}
              name="email"
              type="email"
              label={t('auth.fields.email')}
              autoComplete="email"
              required
              autoFocus
            />
            <Button type="submit" variant="contained" size="large" loading={forgotPassword.isPending}>
              {t('auth.forgotPassword.submit')}
            </Button>
          </Stack>
        </Box>
      )}
      <BackToSignIn />
    </>
  );
}

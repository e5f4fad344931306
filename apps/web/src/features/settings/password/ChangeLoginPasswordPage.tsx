import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ChangePasswordRequestSchema } from '@taka/contracts';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { FormErrorAlert } from '@/shared/ui/form/FormErrorAlert';
import { NewPasswordFields } from '@/shared/ui/form/NewPasswordFields';
import { PasswordField } from '@/shared/ui/form/PasswordField';
import { ButtonLink } from '@/shared/ui/links';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useSession } from '@/shared/session/session-store';
import { useChangePassword } from '../api/change-password';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const ChangePasswordFormSchema = ChangePasswordRequestSchema.safeExtend({
  confirmPassword: z.string(),
}).refine((values) => values.newPassword === values.confirmPassword, {
  message: 'password.mismatch',
  path: ['confirmPassword'],
});

/** The signed-in customer's new password: the current one, a new one with its strength, and the same again. */
export function ChangeLoginPasswordPage() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const user = useSession()?.user;
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...request }) =>
    change.mutateAsync(request).catch(() => undefined),
  );

  return (
    <>
      <PageHeading titleKey="pages.changeLoginPassword.title">{t('settings.password.pageIntro')}</PageHeading>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, maxWidth: 560 }}>
        {change.isSuccess ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="success" role="status">
              {t('settings.password.done')}
            </Alert>
            <ButtonLink to="/settings" variant="outlined">
              {t('settings.backToSettings')}
            </ButtonLink>
          </Stack>
        ) : (
          <Box component="form" noValidate onSubmit={onSubmit}>
            <FormErrorAlert control={control} error={change.error} />
            <Stack spacing={2.5}>
              <PasswordField
                control={control}
                name="currentPassword"
                label={t('auth.fields.currentPassword')}
                autoComplete="current-password"
                required
                autoFocus
              />
              <NewPasswordFields control={control} name="newPassword" label={t('auth.fields.newPassword')} />
              <PasswordStrengthMeter
                password={newPassword}
                userInputs={user ? [user.email, user.name, user.nickname] : []}
              />
              <Button type="submit" variant="contained" size="large" loading={change.isPending}>
                {t('settings.password.submit')}
              </Button>
            </Stack>
          </Box>
        )}
      </Paper>
    </>
  );
}

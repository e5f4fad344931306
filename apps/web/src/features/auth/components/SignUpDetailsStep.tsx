import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormErrorAlert } from '@/shared/ui/form/FormErrorAlert';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { NewPasswordFields } from '@/shared/ui/form/NewPasswordFields';
import { useSignUp } from '../api/sign-up';
import { SignUpFormSchema } from '../form-schemas';

export function SignUpDetailsStep({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { accountNumber: '', mobileNumber: '', email: '', password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...request }) => {
    const accepted = await signUp.mutateAsync(request).catch(() => null);
    if (accepted) onRegistered(request.email);
  });

  return (
    <Box
      component="form"
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('auth.signUp.detailsStep')}
    >
      <FormErrorAlert control={control} error={signUp.error} />
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="accountNumber"
          label={t('auth.fields.accountNumber')}
          helperText={t('auth.signUp.accountNumberHint')}
          required
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13 } }}
        />
        <FormTextField
          control={control}
          name="mobileNumber"
          type="tel"
          label={t('auth.fields.mobileNumber')}
          helperText={t('auth.signUp.mobileNumberHint')}
          autoComplete="tel-national"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          required
        />
        <NewPasswordFields control={control} name="password" label={t('auth.fields.password')} />
        <Button type="submit" variant="contained" size="large" loading={signUp.isPending}>
          {t('auth.signUp.submit')}
        </Button>
      </Stack>
    </Box>
  );
}

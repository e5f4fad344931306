import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormErrorAlert } from '@/shared/ui/form/FormErrorAlert';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { useConfirmSignUp } from '../api/confirm-sign-up';
import { ConfirmSignUpFormSchema } from '../form-schemas';
import { AuthDone } from './AuthDone';

export function SignUpCodeStep({ email, onStartOver }: { email: string; onStartOver: () => void }) {
  const { t } = useTranslation();
  const confirmSignUp = useConfirmSignUp();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ConfirmSignUpFormSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(({ code }) =>
    confirmSignUp.mutateAsync({ email, code }).catch(() => undefined),
  );

  if (confirmSignUp.isSuccess) {
    return <AuthDone message={t('auth.signUp.done')} />;
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.signUp.codeStep')}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('auth.signUp.codeSent')}
      </Alert>
      <FormErrorAlert control={control} error={confirmSignUp.error} />
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="code"
          label={t('auth.fields.code')}
          autoComplete="one-time-code"
          required
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <Button type="submit" variant="contained" size="large" loading={confirmSignUp.isPending}>
          {t('auth.signUp.confirm')}
        </Button>
        <Button variant="text" onClick={onStartOver}>
          {t('auth.signUp.startOver')}
        </Button>
      </Stack>
    </Box>
  );
}

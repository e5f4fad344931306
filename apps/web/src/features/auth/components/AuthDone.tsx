import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { ButtonLink } from '@/shared/ui/links';

/** The end of a sign-in-details flow (sign-up, reset, change): what happened, and the way to sign in now. */
export function AuthDone({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <Alert severity="success">{message}</Alert>
      <ButtonLink to="/sign-in" variant="contained" size="large">
        {t('auth.signIn.submit')}
      </ButtonLink>
    </Stack>
  );
}

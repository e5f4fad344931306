import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { isApiRequestError } from '@/shared/api/api-error';

/** The words for a failed call: the error code's sentence from the translation files. */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  if (!error) return null;
  const code = isApiRequestError(error) ? error.code : 'UNKNOWN';
  const key = i18n.exists(`errors.api.${code}`) ? `errors.api.${code}` : 'errors.api.UNKNOWN';
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {t(key)}
    </Alert>
  );
}

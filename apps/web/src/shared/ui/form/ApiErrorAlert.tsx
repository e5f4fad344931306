import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { apiErrorKey } from './api-error-key';

/** The words for a failed call: the error code's sentence from the translation files. */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {t(apiErrorKey(error, (key) => i18n.exists(key)))}
    </Alert>
  );
}

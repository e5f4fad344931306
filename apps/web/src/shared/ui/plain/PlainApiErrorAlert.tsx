import { useTranslation } from 'react-i18next';
import { apiErrorKey } from '../form/api-error-key';
import { PlainIcon } from './icons';

/** ApiErrorAlert without MUI (decision 047), drawn as MUI's error alert is. */
export function PlainApiErrorAlert({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  if (!error) return null;
  return (
    <div role="alert" className="plain-alert">
      <PlainIcon name="errorOutline" />
      <p>{t(apiErrorKey(error, (key) => i18n.exists(key)))}</p>
    </div>
  );
}

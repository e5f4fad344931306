import { useTranslation } from 'react-i18next';
import WrongLocationOutlined from '@mui/icons-material/WrongLocationOutlined';
import { LoadFailed as LoadFailedState } from '@/shared/ui/LoadFailed';

/** In place of a Locate Us step whose call failed. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadFailedState
      icon={WrongLocationOutlined}
      title={t('pages.locateUs.loadFailedTitle')}
      text={t('pages.locateUs.loadFailedText')}
      onRetry={onRetry}
    />
  );
}

import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import WrongLocationOutlined from '@mui/icons-material/WrongLocationOutlined';
import { EmptyState } from '@/shared/ui/EmptyState';

/** In place of a Locate Us step whose call failed (the toast says why): Try again asks once more. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={WrongLocationOutlined}
      title={t('pages.locateUs.loadFailedTitle')}
      text={t('pages.locateUs.loadFailedText')}
      action={
        <Button variant="outlined" onClick={onRetry}>
          {t('pages.locateUs.retry')}
        </Button>
      }
    />
  );
}

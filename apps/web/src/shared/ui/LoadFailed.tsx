import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { SvgIconComponent } from '@mui/icons-material';
import { EmptyState } from './EmptyState';

type Props = { icon: SvgIconComponent; title: string; text: string; onRetry: () => void };

/** In place of what a failed call would have shown (the toast says why): Try again asks once more. */
export function LoadFailed({ icon, title, text, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={icon}
      title={title}
      text={text}
      action={
        <Button variant="outlined" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

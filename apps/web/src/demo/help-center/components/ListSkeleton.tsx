import { useTranslation } from 'react-i18next';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Rows of the height a list will have, while it loads, so the page does not jump when it arrives. */
export function ListSkeleton({ rows = 5, height = 56 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} role="status" aria-label={t('helpCenter.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

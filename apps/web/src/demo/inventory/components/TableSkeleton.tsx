import { useTranslation } from 'react-i18next';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PRODUCT_PAGE_SIZE } from '../api/get-products';

/** A page of row-high placeholders while the first page loads, so the table does not jump when it arrives. */
export function TableSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} role="status" aria-label={t('inventory.loading')} sx={{ p: 2 }}>
      <Skeleton variant="rounded" height={40} />
      {Array.from({ length: PRODUCT_PAGE_SIZE }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
    </Stack>
  );
}

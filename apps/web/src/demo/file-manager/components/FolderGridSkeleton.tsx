import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Item cards of their real size, while a folder loads. */
export function FolderGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} role="status" aria-label={t('fileManager.loading')}>
      <Skeleton variant="text" sx={{ fontSize: '1.25rem', width: 120 }} />
      <Grid container spacing={2}>
        {Array.from({ length: count }, (_, index) => (
          <Grid key={index} size={GRID_ITEM_SIZE}>
            <Skeleton variant="rounded" height={168} sx={{ borderRadius: 3 }} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

/** How many items a row holds: two on phones, up to six on wide screens. */
export const GRID_ITEM_SIZE = { xs: 6, sm: 4, md: 3, xl: 2 };

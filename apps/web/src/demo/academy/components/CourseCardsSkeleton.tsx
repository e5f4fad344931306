import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

/** Cards of the size courses will have, while the list loads. */
export function CourseCardsSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3} role="status" aria-label={t('academy.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Skeleton variant="rounded" height={330} sx={{ borderRadius: 3 }} />
        </Grid>
      ))}
    </Grid>
  );
}

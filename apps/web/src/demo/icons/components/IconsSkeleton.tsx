import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Tiles of the size the icons will have, while a set loads, so the page does not jump when it arrives. */
export function IconsSkeleton({ view }: { view: 'grid' | 'list' }) {
  const { t } = useTranslation();
  const grid = view === 'grid';
  return (
    <Box
      role="status"
      aria-label={t('icons.loading')}
      sx={{
        display: 'grid',
        gap: grid ? 1.5 : 1,
        gridTemplateColumns: grid ? 'repeat(auto-fill, minmax(120px, 1fr))' : '1fr',
      }}
    >
      {Array.from({ length: grid ? 24 : 10 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={grid ? 104 : 46} />
      ))}
    </Box>
  );
}

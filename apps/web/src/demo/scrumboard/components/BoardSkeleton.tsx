import { useTranslation } from 'react-i18next';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { columnWidth } from './ListColumn';

/** Three list-sized shapes while a board loads, so nothing jumps when it arrives. */
export function BoardSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={2}
      role="status"
      aria-label={t('scrumboard.loading')}
      sx={{ overflow: 'hidden' }}
    >
      {[4, 3, 2].map((cards, i) => (
        <Stack key={i} spacing={1} sx={columnWidth}>
          <Skeleton variant="text" sx={{ fontSize: '1.5rem', width: '60%' }} />
          {Array.from({ length: cards }, (_, card) => (
            <Skeleton key={card} variant="rounded" height={72} sx={{ borderRadius: 2 }} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { ROW_HEIGHT } from './TaskRow';

/** Rows the size of the list's own, so nothing jumps when the tasks arrive. */
export function TaskListSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status">
      <Box sx={visuallyHidden}>{t('tasks.loading')}</Box>
      {Array.from({ length: 8 }, (_, index) => (
        <Stack
          key={index}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', px: 2, height: ROW_HEIGHT, borderBottom: 1, borderColor: 'divider' }}
        >
          <Skeleton variant="circular" width={24} height={24} />
          <Skeleton width={`${40 + ((index * 17) % 40)}%`} />
        </Stack>
      ))}
    </Box>
  );
}

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Rows of the list's own height while it loads, so nothing moves when the contacts arrive. */
export function ContactListSkeleton({ rows = 8 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-label={t('contacts.loading')} sx={{ px: 2, py: 1 }}>
      {Array.from({ length: rows }, (_, index) => (
        <Stack key={index} direction="row" spacing={2} sx={{ alignItems: 'center', height: 64 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="65%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

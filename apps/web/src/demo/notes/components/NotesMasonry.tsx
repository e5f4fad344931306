import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** CSS columns: one on phones, up to four on wide screens; cards do not break across columns. */
const columns = { columnCount: { xs: 1, sm: 2, lg: 3, xl: 4 }, columnGap: 2 } as const;

export function NotesMasonry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box aria-label={label} role="region" sx={columns}>
      {children}
    </Box>
  );
}

const heights = [180, 120, 240, 150, 200, 130, 170, 220];

/** Cards of roughly the notes' sizes while the notes load. */
export function NotesSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('notes.loading')} sx={columns}>
      {heights.map((height, i) => (
        <Skeleton
          key={i}
          variant="rounded"
          height={height}
          sx={{ breakInside: 'avoid', mb: 2, borderRadius: 3, display: 'block' }}
        />
      ))}
    </Box>
  );
}

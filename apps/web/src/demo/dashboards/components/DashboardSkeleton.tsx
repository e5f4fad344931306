import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

/** A card's place in a dashboard's grid: its widths per breakpoint and its height. */
export type CardSlot = { size: { xs: number; sm?: number; md?: number; lg?: number }; height: number };

/** The dashboard's cards as blocks of their size while its figures load, so nothing moves when they arrive. */
export function DashboardSkeleton({ slots }: { slots: CardSlot[] }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2} role="status" aria-label={t('demoDashboards.loading')}>
      {slots.map((slot, index) => (
        <Grid key={index} size={slot.size}>
          <Skeleton variant="rounded" height={slot.height} sx={{ borderRadius: 3 }} />
        </Grid>
      ))}
    </Grid>
  );
}

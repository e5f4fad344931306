import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { CryptoDashboard } from '@taka/demo-api/schemas/dashboards';
import { useFormat } from '@/shared/i18n/use-format';
import { DashboardCard } from '../components/DashboardCard';
import { instantsOf, valuesOf } from '../components/point-values';
import { Sparkline } from '../components/Sparkline';
import { TrendChip } from './TrendChip';
import { useUsd } from './use-usd';

/** The coins watched: price, move and the last half hour's line. */
export function WatchlistCard({ watchlist }: { watchlist: CryptoDashboard['watchlist'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const usd = useUsd();
  const { palette } = useTheme();
  return (
    <DashboardCard title={t('demoDashboards.crypto.watchlist')}>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {watchlist.map((coin) => {
          const price = coin.series[0]?.data ?? [];
          return (
            <Grid key={coin.iso} component="li" size={{ xs: 12, sm: 6, lg: 3 }}>
              <Stack spacing={1}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                >
                  <div>
                    <Typography component="h3" sx={{ fontWeight: 700 }}>
                      {coin.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {coin.iso}
                    </Typography>
                  </div>
                  <TrendChip trend={coin.trend} />
                </Stack>
                <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
                  {usd(coin.amount)}
                </Typography>
                <Sparkline
                  label={t('demoDashboards.crypto.watchChart', { coin: coin.title })}
                  height={56}
                  xHeading={t('demoDashboards.columns.time')}
                  xLabels={instantsOf(price).map((instant) => format.time(instant))}
                  values={valuesOf(price)}
                  valueText={usd}
                  color={coin.trend.dir === 'up' ? palette.success.main : palette.error.main}
                />
              </Stack>
            </Grid>
          );
        })}
      </Grid>
    </DashboardCard>
  );
}

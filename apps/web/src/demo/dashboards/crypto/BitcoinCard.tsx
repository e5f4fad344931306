import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CryptoDashboard } from '@taka/demo-api/schemas/dashboards';
import { useFormat } from '@/shared/i18n/use-format';
import { DashboardCard } from '../components/DashboardCard';
import { instantsOf, valuesOf } from '../components/point-values';
import { SeriesChart } from '../components/SeriesChart';
import { StatFigure } from '../components/StatFigure';
import { TrendChip } from './TrendChip';
import { useUsd } from './use-usd';

/** Bitcoin's price over the last two hours, its move and its market figures. */
export function BitcoinCard({ btc }: { btc: CryptoDashboard['btc'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const usd = useUsd();
  const price = btc.price.series[0]?.data ?? [];
  return (
    <DashboardCard
      title={t('demoDashboards.crypto.bitcoin')}
      subtitle={t('demoDashboards.crypto.bitcoinText')}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }} useFlexGap>
        <Typography component="p" variant="h4" sx={{ fontWeight: 800 }}>
          {usd(btc.amount)}
        </Typography>
        <TrendChip trend={btc.trend} />
      </Stack>
      <SeriesChart
        label={t('demoDashboards.crypto.bitcoinChart')}
        height={240}
        kind="line"
        xHeading={t('demoDashboards.columns.time')}
        xLabels={instantsOf(price).map((instant) => format.time(instant))}
        series={[{ name: t('demoDashboards.crypto.price'), values: valuesOf(price) }]}
        valueText={usd}
      />
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
        <StatFigure label={t('demoDashboards.crypto.marketCap')} value={usd(btc.marketCap)} />
        <StatFigure label={t('demoDashboards.crypto.volume')} value={usd(btc.volume)} />
        <StatFigure
          label={t('demoDashboards.crypto.supply')}
          value={t('demoDashboards.crypto.coins', { amount: format.number(btc.supply), iso: 'BTC' })}
        />
        <StatFigure label={t('demoDashboards.crypto.allTimeHigh')} value={usd(btc.allTimeHigh)} />
      </Stack>
    </DashboardCard>
  );
}

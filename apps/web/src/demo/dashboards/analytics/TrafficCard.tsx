import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { AnalyticsDashboard } from '@taka/demo-api/schemas/dashboards';
import { useFormat } from '@/shared/i18n/use-format';
import { DashboardCard } from '../components/DashboardCard';
import { valuesOf } from '../components/point-values';
import { Sparkline } from '../components/Sparkline';

type Props = {
  /** conversions, impressions or visits. */
  figure: 'conversions' | 'impressions' | 'visits';
  data: AnalyticsDashboard['conversions'];
};

/** A total of the last days with its daily bars: conversions, impressions, visits. */
export function TrafficCard({ figure, data }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = t(`demoDashboards.analytics.${figure}`);
  return (
    <DashboardCard
      title={title}
      subtitle={t('demoDashboards.analytics.lastDays', { count: data.labels.length })}
    >
      <Typography component="p" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
        {format.number(data.amount)}
      </Typography>
      <Sparkline
        label={t('demoDashboards.analytics.perDay', { figure: title })}
        height={72}
        plotType="bar"
        xHeading={t('demoDashboards.columns.day')}
        xLabels={data.labels.map((day) => format.date(day))}
        values={valuesOf(data.series[0]?.data ?? [])}
        valueText={(value) => format.number(value)}
      />
    </DashboardCard>
  );
}

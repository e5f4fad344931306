import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { AnalyticsDashboard } from '@taka/demo-api/schemas/dashboards';
import { useFormat } from '@/shared/i18n/use-format';
import { DashboardCard } from '../components/DashboardCard';
import { ShareChart } from '../components/ShareChart';
import { useDataLabel } from '../components/use-data-label';

export type AudienceFigure = 'newVsReturning' | 'gender' | 'age' | 'language';

/** How the unique visitors split: new or returning, gender, age, language. */
export function AudienceShareCard({
  figure,
  data,
}: {
  figure: AudienceFigure;
  data: AnalyticsDashboard['age'];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const dataLabel = useDataLabel();
  const title = t(`demoDashboards.analytics.${figure}`);
  return (
    <DashboardCard title={title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('demoDashboards.analytics.uniqueVisitors', { count: data.uniqueVisitors })}
      </Typography>
      <ShareChart
        label={t('demoDashboards.analytics.shareChart', { figure: title })}
        height={160}
        sliceHeading={title}
        valueHeading={t('demoDashboards.columns.share')}
        slices={data.labels.map((label, index) => ({
          name: dataLabel(label),
          value: data.series[index] ?? 0,
        }))}
        valueText={(value) => format.percent(value, 0)}
      />
    </DashboardCard>
  );
}

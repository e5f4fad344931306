import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import { useAnalyticsDashboard } from './api/get-analytics-dashboard';
import { AudienceShareCard, type AudienceFigure } from './analytics/AudienceShareCard';
import { TrafficCard } from './analytics/TrafficCard';
import { VisitorsCard } from './analytics/VisitorsCard';
import { VisitorsVsPageViewsCard } from './analytics/VisitorsVsPageViewsCard';
import { DashboardFrame } from './components/DashboardFrame';
import type { CardSlot } from './components/DashboardSkeleton';

const third = { xs: 12, md: 4 };
const quarter = { xs: 12, sm: 6, lg: 3 };
const slots: CardSlot[] = [
  { size: { xs: 12 }, height: 380 },
  { size: third, height: 230 },
  { size: third, height: 230 },
  { size: third, height: 230 },
  { size: { xs: 12 }, height: 420 },
  ...Array.from({ length: 4 }, () => ({ size: quarter, height: 330 })),
];
const audience: AudienceFigure[] = ['newVsReturning', 'gender', 'age', 'language'];

/** The analytics dashboard (SPEC 3.2): visitors, traffic totals, page views and the audience. */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const query = useAnalyticsDashboard();
  return (
    <DashboardFrame
      titleKey="pages.demoDashboards.analytics"
      intro={t('demoDashboards.analytics.intro')}
      query={query}
      slots={slots}
    >
      {(analytics) => (
        <>
          <Grid size={{ xs: 12 }}>
            <VisitorsCard visitors={analytics.visitors} />
          </Grid>
          {(['conversions', 'impressions', 'visits'] as const).map((figure) => (
            <Grid key={figure} size={third}>
              <TrafficCard figure={figure} data={analytics[figure]} />
            </Grid>
          ))}
          <Grid size={{ xs: 12 }}>
            <VisitorsVsPageViewsCard data={analytics.visitorsVsPageViews} />
          </Grid>
          {audience.map((figure) => (
            <Grid key={figure} size={quarter}>
              <AudienceShareCard figure={figure} data={analytics[figure]} />
            </Grid>
          ))}
        </>
      )}
    </DashboardFrame>
  );
}

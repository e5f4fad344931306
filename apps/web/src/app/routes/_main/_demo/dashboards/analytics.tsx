import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '@/demo/dashboards/AnalyticsPage';

export const Route = createFileRoute('/_main/_demo/dashboards/analytics')({ component: AnalyticsPage });

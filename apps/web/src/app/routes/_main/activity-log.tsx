import { createFileRoute } from '@tanstack/react-router';
import { ActivityLogPage } from '@/features/activity-log/ActivityLogPage';
import { activitySearch } from '@/features/activity-log/search';

export const Route = createFileRoute('/_main/activity-log')({
  validateSearch: activitySearch,
  component: ActivityLogPage,
});

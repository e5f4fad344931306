import { createFileRoute } from '@tanstack/react-router';
import { ScheduleHistoryPage } from '@/features/schedule-history/ScheduleHistoryPage';

export const Route = createFileRoute('/_main/schedule-history')({
  component: ScheduleHistoryPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ReachUsPage } from '@/features/reach-us/ReachUsPage';

export const Route = createFileRoute('/_main/reach-us')({
  component: ReachUsPage,
});

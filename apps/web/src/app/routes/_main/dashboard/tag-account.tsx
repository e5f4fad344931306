import { createFileRoute } from '@tanstack/react-router';
import { TagAccountPage } from '@/features/account-services/TagAccountPage';

export const Route = createFileRoute('/_main/dashboard/tag-account')({
  component: TagAccountPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { TagCardPage } from '@/features/card-services/TagCardPage';

export const Route = createFileRoute('/_main/card-services/tag-credit-prepaid-card')({
  component: TagCardPage,
});

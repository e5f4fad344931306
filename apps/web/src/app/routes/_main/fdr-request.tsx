import { createFileRoute } from '@tanstack/react-router';
import { FdrRequestPage } from '@/features/fdr/FdrRequestPage';

export const Route = createFileRoute('/_main/fdr-request')({
  component: FdrRequestPage,
});

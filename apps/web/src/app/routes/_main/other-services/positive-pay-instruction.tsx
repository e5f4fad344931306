import { createFileRoute } from '@tanstack/react-router';
import { PositivePayPage } from '@/features/other-services/PositivePayPage';

export const Route = createFileRoute('/_main/other-services/positive-pay-instruction')({
  component: PositivePayPage,
});

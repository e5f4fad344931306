import { createFileRoute } from '@tanstack/react-router';
import { GovtBondPage } from '@/features/other-services/GovtBondPage';

export const Route = createFileRoute('/_main/other-services/govt-bond')({
  component: GovtBondPage,
});

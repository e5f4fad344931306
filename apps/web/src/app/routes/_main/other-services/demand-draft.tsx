import { createFileRoute } from '@tanstack/react-router';
import { DemandDraftPage } from '@/features/other-services/InstrumentRequestPage';

export const Route = createFileRoute('/_main/other-services/demand-draft')({
  component: DemandDraftPage,
});

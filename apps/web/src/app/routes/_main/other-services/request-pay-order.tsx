import { createFileRoute } from '@tanstack/react-router';
import { PayOrderPage } from '@/features/other-services/InstrumentRequestPage';

export const Route = createFileRoute('/_main/other-services/request-pay-order')({
  component: PayOrderPage,
});

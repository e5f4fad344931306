import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/fund-transfer/bank-account-other')({
  component: () => <ServicePreparingPage titleKey="pages.withinBankTransfer.title" />,
});

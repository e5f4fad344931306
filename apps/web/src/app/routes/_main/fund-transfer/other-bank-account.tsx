import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/fund-transfer/other-bank-account')({
  component: () => <ServicePreparingPage titleKey="pages.otherBankTransfer.title" />,
});

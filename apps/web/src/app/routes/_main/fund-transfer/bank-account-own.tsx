import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/fund-transfer/bank-account-own')({
  component: () => <ServicePreparingPage titleKey="pages.ownAccountTransfer.title" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { FundTransferHubPage } from '@/features/transfers/FundTransferHubPage';

export const Route = createFileRoute('/_main/fund-transfer/')({
  component: FundTransferHubPage,
});

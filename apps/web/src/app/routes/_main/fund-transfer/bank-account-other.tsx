import { createFileRoute } from '@tanstack/react-router';
import { WithinBankTransferPage } from '@/features/transfers/TransferPages';

export const Route = createFileRoute('/_main/fund-transfer/bank-account-other')({
  component: WithinBankTransferPage,
});

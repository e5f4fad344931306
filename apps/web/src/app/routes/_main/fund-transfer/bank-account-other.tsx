import { createFileRoute } from '@tanstack/react-router';
import { accountsQuery } from '@/shared/banking/api/get-accounts';
import { WithinBankTransferPage } from '@/features/transfers/TransferPages';

export const Route = createFileRoute('/_main/fund-transfer/bank-account-other')({
  loader: ({ context }) => context.queryClient.prefetchQuery(accountsQuery),
  component: WithinBankTransferPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { prefetchTransferPage } from '@/features/transfers/prefetch-transfer-page';
import { WithinBankTransferPage } from '@/features/transfers/TransferPages';

export const Route = createFileRoute('/_main/fund-transfer/bank-account-other')({
  loader: ({ context }) => prefetchTransferPage(context.queryClient, 'within_bank'),
  component: WithinBankTransferPage,
});

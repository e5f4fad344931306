import { createFileRoute } from '@tanstack/react-router';
import { prefetchTransferPage } from '@/features/transfers/prefetch-transfer-page';
import { OtherBankTransferPage } from '@/features/transfers/TransferPages';

export const Route = createFileRoute('/_main/fund-transfer/other-bank-account')({
  loader: ({ context }) => prefetchTransferPage(context.queryClient, 'other_bank'),
  component: OtherBankTransferPage,
});

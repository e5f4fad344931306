import { createFileRoute } from '@tanstack/react-router';
import { prefetchTransferPage } from '@/features/transfers/prefetch-transfer-page';
import { OwnAccountTransferPage } from '@/features/transfers/TransferPages';

export const Route = createFileRoute('/_main/fund-transfer/bank-account-own')({
  loader: ({ context }) => prefetchTransferPage(context.queryClient),
  component: OwnAccountTransferPage,
});

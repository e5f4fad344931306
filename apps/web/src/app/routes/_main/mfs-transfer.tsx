import { createFileRoute } from '@tanstack/react-router';
import { prefetchTransferPage } from '@/features/transfers/prefetch-transfer-page';
import { MfsTransferPage } from '@/features/transfers/TransferPages';

export const Route = createFileRoute('/_main/mfs-transfer')({
  loader: ({ context }) => prefetchTransferPage(context.queryClient, 'mfs'),
  component: MfsTransferPage,
});

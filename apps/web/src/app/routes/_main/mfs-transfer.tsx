import { createFileRoute } from '@tanstack/react-router';
import { MfsTransferPage } from '@/features/transfers/TransferPages';

export const Route = createFileRoute('/_main/mfs-transfer')({
  component: MfsTransferPage,
});

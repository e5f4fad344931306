import { createFileRoute } from '@tanstack/react-router';
import { MfsTransferPage } from '@/features/transfers';

export const Route = createFileRoute('/_main/mfs-transfer')({
  component: MfsTransferPage,
});

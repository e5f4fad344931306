import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/mfs-transfer')({
  component: () => <ServicePreparingPage titleKey="pages.mfsTransfer.title" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { OtherServicesPage } from '@/features/other-services/OtherServicesPage';

export const Route = createFileRoute('/_main/other-services/')({
  component: OtherServicesPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { CardServicesPage } from '@/features/card-services/CardServicesPage';

export const Route = createFileRoute('/_main/card-services/')({
  component: CardServicesPage,
});

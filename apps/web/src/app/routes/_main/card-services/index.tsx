import { createFileRoute } from '@tanstack/react-router';
import { cardsQuery } from '@/features/card-services/api/cards';
import { CardServicesPage } from '@/features/card-services/CardServicesPage';

export const Route = createFileRoute('/_main/card-services/')({
  loader: ({ context }) => context.queryClient.prefetchQuery(cardsQuery),
  component: CardServicesPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { CardRequestPage } from '@/features/card-services/CardRequestPage';

/** One route for every card service request's form (the page sends an unknown service to the 404 page). */
export const Route = createFileRoute('/_main/card-services/$service')({
  component: function CardRequestRoute() {
    return <CardRequestPage path={Route.useParams().service} />;
  },
});

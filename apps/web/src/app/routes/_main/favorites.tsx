import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/favorites')({
  component: () => <ServicePreparingPage titleKey="pages.favorites.title" />,
});

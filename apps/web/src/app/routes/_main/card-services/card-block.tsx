import { createFileRoute } from '@tanstack/react-router';
import { CardBlockPage } from '@/features/card-services/CardBlockPage';

export const Route = createFileRoute('/_main/card-services/card-block')({
  component: CardBlockPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { OthersPage } from '@/features/pages/OthersPage';

export const Route = createFileRoute('/_main/others')({
  component: OthersPage,
});

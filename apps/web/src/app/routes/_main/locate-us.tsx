import { createFileRoute } from '@tanstack/react-router';
import { LocateUsPage } from '@/features/locate-us/LocateUsPage';

export const Route = createFileRoute('/_main/locate-us')({
  component: LocateUsPage,
});

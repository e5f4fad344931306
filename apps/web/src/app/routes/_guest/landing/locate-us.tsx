import { createFileRoute } from '@tanstack/react-router';
import { GuestLocateUsPage } from '@/features/pages/GuestLocateUsPage';

export const Route = createFileRoute('/_guest/landing/locate-us')({
  component: GuestLocateUsPage,
});

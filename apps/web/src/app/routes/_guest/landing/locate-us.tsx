import { createFileRoute } from '@tanstack/react-router';
import { GuestLocateUsPage } from '@/features/locate-us/GuestLocateUsPage';

export const Route = createFileRoute('/_guest/landing/locate-us')({
  component: GuestLocateUsPage,
});

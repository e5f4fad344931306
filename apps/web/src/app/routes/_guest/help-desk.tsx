import { createFileRoute } from '@tanstack/react-router';
import { HelpDeskPage } from '@/features/pages/HelpDeskPage';

export const Route = createFileRoute('/_guest/help-desk')({
  component: HelpDeskPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/pages/LegalPage';

export const Route = createFileRoute('/_guest/privacy-and-policy')({
  component: () => <LegalPage document="privacyPolicy" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/pages/LegalPage';

export const Route = createFileRoute('/_guest/disclaimer')({
  component: () => <LegalPage document="disclaimer" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/pages/LegalPage';

export const Route = createFileRoute('/_guest/terms-and-conditions')({
  component: () => <LegalPage document="termsAndConditions" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/pages/LegalPage';

export const Route = createFileRoute('/_guest/hyperlink-policy')({
  component: () => <LegalPage document="hyperlinkPolicy" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { CertificatePage } from '@/features/other-services/CertificatePage';

export const Route = createFileRoute('/_main/other-services/request-certificate')({
  component: CertificatePage,
});

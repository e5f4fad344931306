import { createFileRoute } from '@tanstack/react-router';
import { BeneficiariesPage } from '@/features/beneficiaries/BeneficiariesPage';

export const Route = createFileRoute('/_main/beneficiary')({
  component: BeneficiariesPage,
});

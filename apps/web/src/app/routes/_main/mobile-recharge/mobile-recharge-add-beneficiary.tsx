import { createFileRoute } from '@tanstack/react-router';
import { AddBeneficiaryPage } from '@/features/beneficiaries/AddBeneficiaryPage';

export const Route = createFileRoute('/_main/mobile-recharge/mobile-recharge-add-beneficiary')({
  component: () => (
    <AddBeneficiaryPage
      type="mobile"
      titleKey="pages.mobileRechargeAddBeneficiary.title"
      introKey="recharge.addBeneficiary.intro"
      backTo="/mobile-recharge/mobile-recharge-contacts"
    />
  ),
});

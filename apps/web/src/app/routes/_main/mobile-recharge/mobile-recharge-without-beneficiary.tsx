import { createFileRoute } from '@tanstack/react-router';
import { MobileNumberSchema, RechargeConnectionSchema, type RechargeConnection } from '@taka/contracts';
import { MobileRechargePage } from '@/features/mobile-recharge/MobileRechargePage';

/** `?mobileNumber=&connectionType=` fill the form (recharge again); anything malformed is dropped. */
const rechargeSearch = (
  search: Record<string, unknown>,
): { mobileNumber?: string; connectionType?: RechargeConnection } => {
  const mobileNumber = MobileNumberSchema.safeParse(search.mobileNumber);
  const connectionType = RechargeConnectionSchema.safeParse(search.connectionType);
  return {
    ...(mobileNumber.success ? { mobileNumber: mobileNumber.data } : {}),
    ...(connectionType.success ? { connectionType: connectionType.data } : {}),
  };
};

export const Route = createFileRoute('/_main/mobile-recharge/mobile-recharge-without-beneficiary')({
  validateSearch: rechargeSearch,
  component: function MobileRechargeWithoutBeneficiary() {
    return <MobileRechargePage prefill={Route.useSearch()} />;
  },
});

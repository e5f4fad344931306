import { TransferPage } from '@/shared/banking/transfer-flow/TransferPage';
import { WithAccounts } from '@/shared/banking/form/WithAccounts';
import { MobileRechargeForm, type RechargePrefill } from './components/MobileRechargeForm';

/** A recharge of any number, without saving it (the flow: details, review, code, receipt). */
export function MobileRechargePage({ prefill }: { prefill: RechargePrefill }) {
  return (
    <TransferPage
      titleKey="pages.mobileRechargeWithoutBeneficiary.title"
      introKey="recharge.intro"
      renderForm={(props) => (
        <WithAccounts>
          {(accounts) => <MobileRechargeForm {...props} accounts={accounts} prefill={prefill} />}
        </WithAccounts>
      )}
    />
  );
}

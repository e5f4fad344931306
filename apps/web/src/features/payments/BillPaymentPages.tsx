import { billerSectorsOf, type BillPaymentType } from '@taka/contracts';
import Skeleton from '@mui/material/Skeleton';
import { WithAccounts } from '@/shared/banking/form/WithAccounts';
import { TransferPage } from '@/shared/banking/transfer-flow/TransferPage';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { useBillers } from '@/shared/banking/api/get-billers';
import { BillPaymentForm } from './components/BillPaymentForm';

type Props = { type: BillPaymentType; titleKey: string; introKey: string; initialBiller?: string };

/** A screen that pays a fetched bill of one payment type, through the shared flow. */
function BillPaymentPage({ type, titleKey, introKey, initialBiller }: Props) {
  const billers = useBillers();
  const sectors = billerSectorsOf(type);
  return (
    <TransferPage
      titleKey={titleKey}
      introKey={introKey}
      renderForm={(props) => {
        if (billers.isError) return <ApiErrorAlert error={billers.error} />;
        if (!billers.data) return <Skeleton variant="rounded" height={56} />;
        const payable = billers.data.filter((biller) => sectors.includes(biller.sector));
        return (
          <WithAccounts>
            {(accounts) => (
              <BillPaymentForm
                {...props}
                accounts={accounts}
                type={type}
                billers={payable}
                initialBiller={initialBiller}
              />
            )}
          </WithAccounts>
        );
      }}
    />
  );
}

export const UtilityBillPaymentPage = ({ biller }: { biller?: string }) => (
  <BillPaymentPage
    type="bill"
    titleKey="pages.billsAndFeesDetails.title"
    introKey="bills.intro.bill"
    initialBiller={biller}
  />
);

export const ClubBillPaymentPage = () => (
  <BillPaymentPage type="club_bill" titleKey="pages.clubBillPayment.title" introKey="bills.intro.club_bill" />
);

export const InsurancePremiumPaymentPage = () => (
  <BillPaymentPage
    type="insurance_premium"
    titleKey="pages.insurancePremiumPayment.title"
    introKey="bills.intro.insurance_premium"
  />
);

export const InternetBillPaymentPage = () => (
  <BillPaymentPage
    type="internet_bill"
    titleKey="pages.internetBillPayment.title"
    introKey="bills.intro.internet_bill"
  />
);

export const TuitionFeePaymentPage = () => (
  <BillPaymentPage
    type="tuition_fee"
    titleKey="pages.tuitionFeePayment.title"
    introKey="bills.intro.tuition_fee"
  />
);

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { billerSectorsOf, type Biller, type BillPaymentType } from '@taka/contracts';
import Skeleton from '@mui/material/Skeleton';
import { WithAccounts } from '@/shared/banking/form/WithAccounts';
import { TransferPage } from '@/shared/banking/transfer-flow/TransferPage';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { TextLink } from '@/shared/ui/links';
import { useBillers } from '@/shared/banking/api/get-billers';
import { BillPaymentForm } from './components/BillPaymentForm';
import { PrepaidElectricityForm } from './components/PrepaidElectricityForm';

type Props = {
  type: BillPaymentType;
  titleKey: string;
  introKey: string;
  initialBiller?: string;
  /** After the intro: where else the customer may want to go from here. */
  introLink?: ReactNode;
};

/** A screen that pays a fetched bill of one payment type, through the shared flow. */
function BillPaymentPage({ type, titleKey, introKey, initialBiller, introLink }: Props) {
  const billers = useBillers();
  const sectors = billerSectorsOf(type);
  return (
    <TransferPage
      titleKey={titleKey}
      introKey={introKey}
      introLink={introLink}
      renderForm={(props) => {
        if (billers.isError) return <ApiErrorAlert error={billers.error} />;
        if (!billers.data) return <Skeleton variant="rounded" height={56} />;
        // Prepaid vendors send no bills: they have their own form.
        const payable = billers.data.filter((biller) => sectors.includes(biller.sector) && !biller.prepaid);
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

/** A prepaid meter's token, through the shared flow: the vendors are the prepaid electricity billers. */
function PrepaidElectricityPage({ vendors, initialVendor }: { vendors: Biller[]; initialVendor?: string }) {
  const { t } = useTranslation();
  return (
    <TransferPage
      titleKey="prepaid.title"
      introKey="prepaid.intro"
      introLink={
        <TextLink to="/bills-and-fees/bills-and-fees-details" search={{}}>
          {t('prepaid.toBills')}
        </TextLink>
      }
      renderForm={(props) => (
        <WithAccounts>
          {(accounts) => (
            <PrepaidElectricityForm
              {...props}
              accounts={accounts}
              vendors={vendors}
              initialVendor={initialVendor}
            />
          )}
        </WithAccounts>
      )}
    />
  );
}

type UtilityProps = {
  /** The biller chosen on the hub: a prepaid vendor opens the token form, any other the bill form. */
  biller?: string;
  /** The token form without a vendor chosen. */
  prepaid?: boolean;
};

/**
 * Utility bills (electricity, gas, water) and prepaid electricity tokens, on one page: each form links to the
 * other, so a customer who came to the wrong one need not go back to the hub.
 */
export function UtilityBillPaymentPage({ biller, prepaid = false }: UtilityProps) {
  const { t } = useTranslation();
  const billers = useBillers();
  if (billers.isError) return <ApiErrorAlert error={billers.error} />;
  if (!billers.data) return <Skeleton variant="rounded" height={240} />;
  const vendors = billers.data.filter((candidate) => candidate.prepaid);
  const chosen = billers.data.find((candidate) => candidate.code === biller);
  if (chosen?.prepaid ?? prepaid) return <PrepaidElectricityPage vendors={vendors} initialVendor={biller} />;
  return (
    <BillPaymentPage
      type="bill"
      titleKey="pages.billsAndFeesDetails.title"
      introKey="bills.intro.bill"
      initialBiller={biller}
      introLink={
        vendors.length > 0 && (
          <TextLink to="/bills-and-fees/bills-and-fees-details" search={{ kind: 'prepaid' }}>
            {t('bills.toPrepaid')}
          </TextLink>
        )
      }
    />
  );
}

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

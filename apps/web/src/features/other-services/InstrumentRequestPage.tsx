import { useTranslation } from 'react-i18next';
import { DemandDraftSubmissionSchema, PayOrderSubmissionSchema } from '@taka/contracts';
import { AccountSelectField } from '@/shared/banking/form/AccountSelectField';
import { FormAmountField } from '@/shared/ui/form/FormAmountField';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { PageHeading } from '@/shared/ui/PageHeading';
import { BranchSelectField } from '@/shared/banking/service-requests/BranchSelectField';
import { ServiceRequestForm } from '@/shared/banking/service-requests/ServiceRequestForm';
import { depositAccounts } from './eligible-accounts';

/** A pay order: payee and amount, debited (with the fee) when the bank takes it up; collected at a branch. */
export function PayOrderPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading titleKey="nav.services.other.payOrder">{t('otherServices.payOrder.intro')}</PageHeading>
      <ServiceRequestForm
        schema={PayOrderSubmissionSchema}
        defaultValues={{ type: 'pay_order', payload: { payee: '', amount: '' } }}
        fields={(control, accounts) => (
          <>
            <AccountSelectField
              control={control}
              name="payload.accountId"
              label={t('otherServices.debitAccount')}
              accounts={depositAccounts(accounts)}
              showAvailable
            />
            <FormTextField control={control} name="payload.payee" required label={t('otherServices.payee')} />
            <FormAmountField
              control={control}
              name="payload.amount"
              required
              label={t('otherServices.amount')}
            />
            <BranchSelectField control={control} name="payload.branch" />
          </>
        )}
      />
    </>
  );
}

/** A demand draft: payee and amount, payable at one of the bank's branches. */
export function DemandDraftPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading titleKey="nav.services.other.demandDraft">
        {t('otherServices.demandDraft.intro')}
      </PageHeading>
      <ServiceRequestForm
        schema={DemandDraftSubmissionSchema}
        defaultValues={{ type: 'demand_draft', payload: { payee: '', amount: '' } }}
        fields={(control, accounts) => (
          <>
            <AccountSelectField
              control={control}
              name="payload.accountId"
              label={t('otherServices.debitAccount')}
              accounts={depositAccounts(accounts)}
              showAvailable
            />
            <FormTextField control={control} name="payload.payee" required label={t('otherServices.payee')} />
            <FormAmountField
              control={control}
              name="payload.amount"
              required
              label={t('otherServices.amount')}
            />
            <BranchSelectField
              control={control}
              name="payload.payableAt"
              label={t('otherServices.demandDraft.payableAt')}
            />
          </>
        )}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { CHEQUE_BOOK_LEAVES, ChequebookSubmissionSchema } from '@taka/contracts';
import MenuItem from '@mui/material/MenuItem';
import { AccountSelectField } from '@/shared/banking/form/AccountSelectField';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import { PageHeading } from '@/shared/ui/PageHeading';
import { BranchSelectField } from '@/shared/banking/service-requests/BranchSelectField';
import { ServiceRequestForm } from '@/shared/banking/service-requests/ServiceRequestForm';
import { chequeAccounts } from './eligible-accounts';

/** A chequebook for a savings or current account: how many leaves, and the branch to collect it from. */
export function ChequebookRequestPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading titleKey="nav.services.account.chequebookRequest" />
      <ServiceRequestForm
        schema={ChequebookSubmissionSchema}
        defaultValues={{ type: 'chequebook', payload: { leaves: 25 } }}
        fields={(control, accounts) => (
          <>
            <AccountSelectField
              control={control}
              name="payload.accountId"
              label={t('accountServices.account')}
              accounts={chequeAccounts(accounts)}
            />
            <FormSelectField
              control={control}
              name="payload.leaves"
              required
              label={t('accountServices.leaves')}
            >
              {CHEQUE_BOOK_LEAVES.map((leaves) => (
                <MenuItem key={leaves} value={leaves}>
                  {t('accountServices.leavesOption', { count: leaves })}
                </MenuItem>
              ))}
            </FormSelectField>
            <BranchSelectField control={control} name="payload.branch" />
          </>
        )}
      />
    </>
  );
}

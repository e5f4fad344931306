import { useTranslation } from 'react-i18next';
import {
  bankDateOf,
  DepositStatementSubmissionSchema,
  HardCopyStatementSubmissionSchema,
  LoanStatementSubmissionSchema,
  type Account,
} from '@taka/contracts';
import { AccountSelectField } from '@/shared/banking/form/AccountSelectField';
import { FormDateField } from '@/shared/ui/form/FormDateField';
import { PageHeading } from '@/shared/ui/PageHeading';
import { BranchSelectField } from '@/shared/banking/service-requests/BranchSelectField';
import { ServiceRequestForm } from '@/shared/banking/service-requests/ServiceRequestForm';
import { chequeAccounts } from './eligible-accounts';

const KINDS = {
  hard_copy_statement: {
    titleKey: 'nav.services.account.hardCopyStatement',
    schema: HardCopyStatementSubmissionSchema,
    eligible: chequeAccounts,
  },
  loan_statement: {
    titleKey: 'nav.services.account.loanStatement',
    schema: LoanStatementSubmissionSchema,
    eligible: (accounts: Account[]) => accounts.filter((account) => account.kind === 'loan'),
  },
  deposit_statement: {
    titleKey: 'nav.services.account.depositStatement',
    schema: DepositStatementSubmissionSchema,
    eligible: (accounts: Account[]) => accounts.filter((account) => account.kind === 'fdr'),
  },
} as const;

/** A statement request of one kind: the account, the period and, for a printed one, the branch to collect it from. */
export function StatementRequestPage({ type }: { type: keyof typeof KINDS }) {
  const { t } = useTranslation();
  const kind = KINDS[type];
  const today = bankDateOf();
  return (
    <>
      <PageHeading titleKey={kind.titleKey} />
      <ServiceRequestForm
        schema={kind.schema}
        defaultValues={{ type, payload: { from: '', to: '' } }}
        fields={(control, accounts) => (
          <>
            <AccountSelectField
              control={control}
              name="payload.accountId"
              label={t('accountServices.account')}
              accounts={kind.eligible(accounts)}
            />
            <FormDateField control={control} name="payload.from" label={t('history.from')} maxDate={today} />
            <FormDateField control={control} name="payload.to" label={t('history.to')} maxDate={today} />
            {type === 'hard_copy_statement' && <BranchSelectField control={control} name="payload.branch" />}
          </>
        )}
      />
    </>
  );
}

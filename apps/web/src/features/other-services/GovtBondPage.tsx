import { useTranslation } from 'react-i18next';
import { GOVT_BOND_TENORS, GOVT_BONDS, GovtBondSubmissionSchema } from '@taka/contracts';
import MenuItem from '@mui/material/MenuItem';
import { AccountSelectField } from '@/shared/banking/form/AccountSelectField';
import { FormAmountField } from '@/shared/ui/form/FormAmountField';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import { PageHeading } from '@/shared/ui/PageHeading';
import { ServiceRequestForm } from '@/shared/banking/service-requests/ServiceRequestForm';
import { depositAccounts } from './eligible-accounts';

/** A government savings bond request: which bond, how much and for how long. */
export function GovtBondPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading titleKey="nav.services.other.govtBond">{t('otherServices.bond.intro')}</PageHeading>
      <ServiceRequestForm
        schema={GovtBondSubmissionSchema}
        defaultValues={{ type: 'govt_bond', payload: { amount: '', tenorYears: 5 } }}
        fields={(control, accounts) => (
          <>
            <AccountSelectField
              control={control}
              name="payload.accountId"
              label={t('accountServices.account')}
              accounts={depositAccounts(accounts)}
            />
            <FormSelectField
              control={control}
              name="payload.bond"
              required
              label={t('otherServices.bond.bond')}
            >
              {GOVT_BONDS.map((bond) => (
                <MenuItem key={bond} value={bond}>
                  {t(`otherServices.bond.bonds.${bond}`)}
                </MenuItem>
              ))}
            </FormSelectField>
            <FormAmountField
              control={control}
              name="payload.amount"
              required
              label={t('otherServices.amount')}
              helperText={t('otherServices.bond.amountHelp')}
            />
            <FormSelectField
              control={control}
              name="payload.tenorYears"
              required
              label={t('otherServices.bond.tenor')}
            >
              {GOVT_BOND_TENORS.map((years) => (
                <MenuItem key={years} value={years}>
                  {t('otherServices.bond.years', { count: years })}
                </MenuItem>
              ))}
            </FormSelectField>
          </>
        )}
      />
    </>
  );
}

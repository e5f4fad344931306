import { useTranslation } from 'react-i18next';
import { BAYD_COUNTRIES, BaydRegistrationSubmissionSchema, bankDateOf } from '@taka/contracts';
import MenuItem from '@mui/material/MenuItem';
import { AccountSelectField } from '@/shared/banking/form/AccountSelectField';
import { FormDateField } from '@/shared/ui/form/FormDateField';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import { PageHeading } from '@/shared/ui/PageHeading';
import { ServiceRequestForm } from '@/shared/banking/service-requests/ServiceRequestForm';
import { depositAccounts } from './eligible-accounts';

/** BAYD registration: an expatriate Bangladeshi's account registered with their passport and country of work. */
export function BaydRegistrationPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading titleKey="nav.services.other.baydRegistration">
        {t('otherServices.bayd.intro')}
      </PageHeading>
      <ServiceRequestForm
        schema={BaydRegistrationSubmissionSchema}
        defaultValues={{
          type: 'bayd_registration',
          payload: { passportNumber: '', employer: '', since: '' },
        }}
        fields={(control, accounts) => (
          <>
            <AccountSelectField
              control={control}
              name="payload.accountId"
              label={t('accountServices.account')}
              accounts={depositAccounts(accounts)}
            />
            <FormTextField
              control={control}
              name="payload.passportNumber"
              required
              autoComplete="off"
              label={t('otherServices.bayd.passport')}
              helperText={t('otherServices.bayd.passportHelp')}
            />
            <FormSelectField
              control={control}
              name="payload.country"
              required
              label={t('otherServices.bayd.country')}
            >
              {BAYD_COUNTRIES.map((country) => (
                <MenuItem key={country} value={country}>
                  {t(`otherServices.bayd.countries.${country}`)}
                </MenuItem>
              ))}
            </FormSelectField>
            <FormTextField
              control={control}
              name="payload.employer"
              required
              label={t('otherServices.bayd.employer')}
            />
            <FormDateField
              control={control}
              name="payload.since"
              label={t('otherServices.bayd.since')}
              maxDate={bankDateOf()}
            />
          </>
        )}
      />
    </>
  );
}

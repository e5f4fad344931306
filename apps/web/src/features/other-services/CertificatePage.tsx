import { useTranslation } from 'react-i18next';
import { CERTIFICATE_KINDS, CertificateSubmissionSchema, bankDateOf } from '@taka/contracts';
import MenuItem from '@mui/material/MenuItem';
import { AccountSelectField } from '@/shared/banking/form/AccountSelectField';
import { FormDateField } from '@/shared/ui/form/FormDateField';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import { PageHeading } from '@/shared/ui/PageHeading';
import { ServiceRequestForm } from '@/shared/banking/service-requests/ServiceRequestForm';
import { certificateAccounts } from './eligible-accounts';

/** A certificate about an account over a period: tax (for a return), balance or interest. */
export function CertificatePage() {
  const { t } = useTranslation();
  const today = bankDateOf();
  return (
    <>
      <PageHeading titleKey="nav.services.other.requestCertificate">
        {t('otherServices.certificate.intro')}
      </PageHeading>
      <ServiceRequestForm
        schema={CertificateSubmissionSchema}
        defaultValues={{ type: 'certificate', payload: { from: '', to: '' } }}
        fields={(control, accounts) => (
          <>
            <AccountSelectField
              control={control}
              name="payload.accountId"
              label={t('accountServices.account')}
              accounts={certificateAccounts(accounts)}
            />
            <FormSelectField
              control={control}
              name="payload.kind"
              required
              label={t('otherServices.certificate.kind')}
            >
              {CERTIFICATE_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`otherServices.certificate.kinds.${kind}`)}
                </MenuItem>
              ))}
            </FormSelectField>
            <FormDateField control={control} name="payload.from" label={t('history.from')} maxDate={today} />
            <FormDateField control={control} name="payload.to" label={t('history.to')} maxDate={today} />
          </>
        )}
      />
    </>
  );
}

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LOAN_PRODUCTS, LoanRequestSubmissionSchema, type Account } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AccountSelectField } from '@/shared/banking/form/AccountSelectField';
import { RadioChoiceField } from '@/shared/banking/form/RadioChoiceField';
import { useSubmitServiceRequest } from '@/shared/banking/service-requests/submit-service-request';
import { ApiForm } from '@/shared/ui/form/ApiForm';
import { FormAmountField } from '@/shared/ui/form/FormAmountField';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { ButtonLink } from '@/shared/ui/links';

/** A loan request, a service request of type `loan_request` (decision 032): followed in the request history. */
export function LoanRequestForm({ accounts }: { accounts: Account[] }) {
  const { t } = useTranslation();
  const submit = useSubmitServiceRequest();
  const sources = accounts.filter((account) => account.canSend);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(LoanRequestSubmissionSchema),
    defaultValues: {
      type: 'loan_request' as const,
      payload: {
        accountId: sources[0]?.id ?? '',
        product: 'personal' as const,
        amount: '',
        tenorMonths: 36,
        purpose: '',
      },
    },
  });
  if (submit.data)
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          <AlertTitle>{t('accountServices.submittedTitle')}</AlertTitle>
          {t('accountServices.submittedText', { reference: submit.data.reference })}
        </Alert>
        <ButtonLink to="/service-request-history" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          {t('accountServices.follow')}
        </ButtonLink>
      </Stack>
    );
  return (
    <ApiForm
      control={control}
      onSubmit={handleSubmit((request) => submit.mutateAsync(request).catch(() => undefined))}
      error={submit.error}
      actions={
        <Button type="submit" variant="contained" loading={submit.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('loans.request.submit')}
        </Button>
      }
    >
      <RadioChoiceField
        control={control}
        name="payload.product"
        label={t('loans.request.product')}
        row
        choices={LOAN_PRODUCTS.map((value) => ({ value, label: t(`loans.request.products.${value}`) }))}
      />
      <FormAmountField control={control} name="payload.amount" label={t('loans.request.amount')} required />
      <FormTextField
        control={control}
        name="payload.tenorMonths"
        label={t('loans.request.tenor')}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <AccountSelectField
        control={control}
        name="payload.accountId"
        label={t('loans.request.account')}
        accounts={sources}
      />
      <FormTextField
        control={control}
        name="payload.purpose"
        label={t('loans.request.purpose')}
        multiline
        minRows={2}
      />
    </ApiForm>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Account, Card, ServiceRequest, SubmitServiceRequest } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { WithAccounts } from '@/shared/banking/form/WithAccounts';
import { useServiceRequestQuote } from '@/shared/banking/service-requests/quote-service-request';
import { useSubmitServiceRequest } from '@/shared/banking/service-requests/submit-service-request';
import { useFormat } from '@/shared/i18n/use-format';
import { ApiForm } from '@/shared/ui/form/ApiForm';
import { ButtonLink } from '@/shared/ui/links';
import { CardsLoader } from './CardsLoader';

/** The fee the server quotes once the request is complete. */
function FeeNote({ submission }: { submission: SubmitServiceRequest | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const fee = useServiceRequestQuote(submission).data?.fee;
  if (!fee) return null;
  return (
    <Alert severity="info" role="status">
      {t('accountServices.fee', {
        total: format.taka(fee.total),
        charge: format.taka(fee.charge),
        vat: format.taka(fee.vat),
        account: fee.accountNumber,
      })}
    </Alert>
  );
}

function Submitted({ request }: { request: ServiceRequest }) {
  const { t } = useTranslation();
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Alert ref={alert} tabIndex={-1} severity="success">
        <AlertTitle>{t('accountServices.submittedTitle')}</AlertTitle>
        {t('accountServices.submittedText', { reference: request.reference })}
      </Alert>
      <ButtonLink to="/service-request-history" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {t('accountServices.follow')}
      </ButtonLink>
    </Stack>
  );
}

export type RequestFormControl = Control<Record<string, unknown>, unknown, SubmitServiceRequest>;

type Props = {
  schema: z.ZodType<SubmitServiceRequest, SubmitServiceRequest>;
  defaultValues: Record<string, unknown>;
  /** The fields, named `payload.<field>` as the server names them in a refusal. */
  fields: (
    control: RequestFormControl,
    cards: Card[],
    accounts: Account[],
    values: Record<string, unknown>,
  ) => ReactNode;
  /** A request that names no card (a virtual card): shown to a customer with none too. */
  cardless?: boolean;
};

/** A card service request's form (decision 033): its fields, the quoted fee, Submit; then the reference. */
export function CardRequestForm({ schema, defaultValues, fields, cardless = false }: Props) {
  const { t } = useTranslation();
  const submit = useSubmitServiceRequest();
  const { control, handleSubmit } = useForm<Record<string, unknown>, unknown, SubmitServiceRequest>({
    resolver: zodResolver(schema as z.ZodType<SubmitServiceRequest, Record<string, unknown>>),
    defaultValues,
  });
  const values = useWatch({ control });
  const complete = schema.safeParse(values);
  const onSubmit = handleSubmit((request) => submit.mutateAsync(request).catch(() => undefined));

  if (submit.data) return <Submitted request={submit.data} />;
  const form = (cards: Card[]) => (
    <WithAccounts>
      {(accounts) => (
        <ApiForm
          control={control}
          onSubmit={onSubmit}
          error={submit.error}
          actions={
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={submit.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('accountServices.submit')}
            </Button>
          }
        >
          {fields(control, cards, accounts, values)}
          <FeeNote submission={complete.success ? complete.data : null} />
        </ApiForm>
      )}
    </WithAccounts>
  );
  return cardless ? form([]) : <CardsLoader>{form}</CardsLoader>;
}

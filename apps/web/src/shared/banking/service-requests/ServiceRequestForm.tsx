import type { ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type Control,
  type DeepPartialSkipArrayKey,
  type DefaultValues,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Account, SubmitServiceRequest } from '@taka/contracts';
import Button from '@mui/material/Button';
import { WithAccounts } from '@/shared/banking/form/WithAccounts';
import { useSubmitServiceRequest } from '@/shared/banking/service-requests/submit-service-request';
import { ApiForm } from '@/shared/ui/form/ApiForm';
import { FeeNote } from './FeeNote';
import { Submitted } from './Submitted';

type Props<S extends z.ZodType<SubmitServiceRequest, SubmitServiceRequest>> = {
  /** The type's submission schema from the contracts: `{type, payload}`. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** The fields, named `payload.<field>` as the server names them in a refusal; `values` as filled in so far. */
  fields: (
    control: Control<z.input<S>, unknown, z.output<S>>,
    accounts: Account[],
    values: DeepPartialSkipArrayKey<z.input<S>>,
  ) => ReactNode;
};

/**
 * One service request's form: its fields, the fee the server quotes once they are complete, and Submit; then the
 * reference and a way to the service request history.
 */
export function ServiceRequestForm<S extends z.ZodType<SubmitServiceRequest, SubmitServiceRequest>>({
  schema,
  defaultValues,
  fields,
}: Props<S>) {
  const { t } = useTranslation();
  const submit = useSubmitServiceRequest();
  const { control, handleSubmit } = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const values = useWatch({ control });
  const complete = schema.safeParse(values);
  const onSubmit = handleSubmit((request) => submit.mutateAsync(request).catch(() => undefined));

  if (submit.data) return <Submitted request={submit.data} />;
  return (
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
          {fields(control, accounts, values)}
          {/* Not asked again while sending: once a request is stored, its quote may be refused (one positive pay
              instruction a leaf), and the lists refreshed after sending would ask. */}
          <FeeNote submission={complete.success && !submit.isPending ? complete.data : null} />
        </ApiForm>
      )}
    </WithAccounts>
  );
}

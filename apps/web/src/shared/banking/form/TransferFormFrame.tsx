import type { FormEventHandler, ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { ApiForm } from '@/shared/ui/form/ApiForm';

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  onSubmit: FormEventHandler;
  pending: boolean;
  error: unknown;
  children: ReactNode;
};

/** A transfer form: the quote's refusal (see ApiForm), the fields, and Continue to the review. */
export function TransferFormFrame<T extends FieldValues, O>({ pending, ...form }: Props<T, O>) {
  const { t } = useTranslation();
  return (
    <ApiForm
      {...form}
      actions={
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={pending}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t('transferFlow.continue')}
        </Button>
      }
    />
  );
}

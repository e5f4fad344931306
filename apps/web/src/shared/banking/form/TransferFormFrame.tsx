import type { FormEventHandler, ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { ApiForm } from '@/shared/ui/form/ApiForm';
import { useQuoteStatus } from '../transfer-flow/quote-status';

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  onSubmit: FormEventHandler;
  /** A refusal of the form's own (its list of banks failed to load, say), shown when the quote has none. */
  error?: unknown;
  children: ReactNode;
};

/**
 * A transfer form: the quote's refusal (see ApiForm), the fields, and Continue to the review, which waits for the
 * quote.
 */
export function TransferFormFrame<T extends FieldValues, O>({ error, ...form }: Props<T, O>) {
  const { t } = useTranslation();
  const { pending, error: refusal } = useQuoteStatus();
  return (
    <ApiForm
      {...form}
      error={refusal ?? error}
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

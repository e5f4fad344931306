import { useRef, type FormEventHandler, type ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { useServerFieldErrors } from '@/shared/ui/form/use-server-field-errors';

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  onSubmit: FormEventHandler;
  pending: boolean;
  error: unknown;
  children: ReactNode;
};

/**
 * A transfer form: the quote's error (on the fields it names, else announced above them), the fields, and
 * Continue to the review.
 */
export function TransferFormFrame<T extends FieldValues, O>({
  control,
  onSubmit,
  pending,
  error,
  children,
}: Props<T, O>) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const unshown = useServerFieldErrors(control, error, form);
  return (
    <Box component="form" ref={form} noValidate onSubmit={onSubmit}>
      <ApiErrorAlert error={unshown} />
      <Stack spacing={2.5}>
        {children}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={pending}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t('transferFlow.continue')}
        </Button>
      </Stack>
    </Box>
  );
}

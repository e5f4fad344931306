import { useRef, type FormEventHandler, type ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FormErrorAlert } from './FormErrorAlert';
import { useServerFieldErrors } from './use-server-field-errors';

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  onSubmit: FormEventHandler;
  /** The refusal of the call the form made, if any. */
  error: unknown;
  children: ReactNode;
  /** The buttons under the fields. */
  actions: ReactNode;
};

/**
 * A form the server checks: a refusal's field errors land on the fields they name (the first one focused), the
 * rest is announced above the fields until the customer changes a value or submits again; then the fields and the
 * form's buttons.
 */
export function ApiForm<T extends FieldValues, O>({
  control,
  onSubmit,
  error,
  children,
  actions,
}: Props<T, O>) {
  const form = useRef<HTMLFormElement>(null);
  const unshown = useServerFieldErrors(control, error, form);
  return (
    <Box component="form" ref={form} noValidate onSubmit={onSubmit}>
      <FormErrorAlert control={control} error={unshown} />
      <Stack spacing={2.5}>
        {children}
        {actions}
      </Stack>
    </Box>
  );
}

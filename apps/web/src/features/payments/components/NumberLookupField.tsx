import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { FormTextField } from '@/shared/ui/form/FormTextField';

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  helperText: string;
  /** The button's words ("Fetch bill", "Check meter"). */
  lookupLabel: string;
  onLookup: () => void;
  pending: boolean;
  /** The lookup's failure, while the field still holds the number asked about. */
  error: unknown;
  /** Said when the form was sent before anything was looked up. */
  notLookedUp: string | null;
  /** Digits only: the numeric keypad on a phone. */
  numeric?: boolean;
  maxLength?: number;
};

/**
 * The number a biller or vendor knows the customer by, with the button that looks it up; the lookup's failure
 * and a reminder to look it up before paying follow below it.
 */
export function NumberLookupField<T extends FieldValues, O>({
  control,
  name,
  label,
  helperText,
  lookupLabel,
  onLookup,
  pending,
  error,
  notLookedUp,
  numeric = false,
  maxLength,
}: Props<T, O>) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          control={control}
          name={name}
          label={label}
          helperText={helperText}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: numeric ? 'numeric' : undefined, maxLength } }}
          sx={{ flexGrow: 1 }}
        />
        <Button
          variant="outlined"
          size="large"
          onClick={onLookup}
          loading={pending}
          sx={{ minHeight: 56, whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {lookupLabel}
        </Button>
      </Stack>
      <ApiErrorAlert error={error} />
      {notLookedUp && (
        <Typography role="alert" color="error" variant="body2">
          {notLookedUp}
        </Typography>
      )}
    </>
  );
}

/** What a lookup found (the bill due, the meter), as a titled region the customer checks before paying. */
export function LookupResultSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

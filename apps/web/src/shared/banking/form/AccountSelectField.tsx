import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Account } from '@taka/contracts';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { fieldErrorText } from '@/shared/ui/form/field-error';
import { useFormat } from '@/shared/i18n/use-format';

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  accounts: Account[];
  /** Show each account's available balance beside its number (for a source account). */
  showAvailable?: boolean;
  disabled?: boolean;
  /** Makes the choice optional: a first option of this label stands for no account (the value null). */
  noneLabel?: string;
};

/** A select of the customer's accounts: product, number and, for a source, what is available to spend. */
export function AccountSelectField<T extends FieldValues, O = T>({
  control,
  name,
  label,
  accounts,
  showAvailable = false,
  disabled,
  noneLabel,
}: Props<T, O>) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      required={noneLabel === undefined}
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) =>
        field.onChange(event.target.value === '' && noneLabel !== undefined ? null : event.target.value)
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldErrorText(fieldState.error, t, (key) => i18n.exists(key))}
    >
      {noneLabel !== undefined && <MenuItem value="">{noneLabel}</MenuItem>}
      {accounts.map((account) => (
        <MenuItem key={account.id} value={account.id}>
          {/* MUI keeps an option and the chosen value on one line and cuts it off; this wraps where it is wider
              (a phone), so the number and the balance stay whole. */}
          <Box component="span" sx={{ whiteSpace: 'normal' }}>
            {showAvailable
              ? t('accountSelect.withAvailable', {
                  product: account.productName,
                  number: account.number,
                  available: format.taka(account.availableBalance),
                })
              : t('accountSelect.option', { product: account.productName, number: account.number })}
          </Box>
        </MenuItem>
      ))}
    </TextField>
  );
}

import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MOBILE_OPERATORS, operatorOf, type RechargeOperator } from '@taka/contracts';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/shared/ui/form/FormTextField';

/** The operator a Bangladeshi mobile number belongs to, as soon as its first three digits say it. */
export const operatorOfPrefix = (mobileNumber: string): RechargeOperator | null =>
  mobileNumber.length >= 3 ? operatorOf(mobileNumber) : null;

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  /**
   * Name the operator the prefix belongs to: in the field's hint, or on a line of its own that screen readers
   * announce (a recharge, where the operator decides the amounts). Left out, the number is only a number (a wallet).
   */
  operator?: 'hint' | 'status';
};

/** An 11-digit Bangladeshi mobile number (01XXXXXXXXX): a wallet, a number to recharge, a saved payee's. */
export function MobileNumberField<T extends FieldValues, O = T>({
  control,
  name,
  label,
  operator,
}: Props<T, O>) {
  const { t } = useTranslation();
  const value: unknown = useWatch({ control, name });
  const detected = operator && typeof value === 'string' ? operatorOfPrefix(value) : null;
  const operatorText =
    detected && t('mobileNumberField.operator', { operator: MOBILE_OPERATORS[detected].name });
  return (
    <>
      <FormTextField
        control={control}
        name={name}
        type="tel"
        label={label}
        helperText={(operator === 'hint' && operatorText) || t('mobileNumberField.hint')}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
      />
      {operator === 'status' && (
        <Typography role="status" color={detected ? 'text.primary' : 'text.secondary'} sx={{ mt: -1 }}>
          {operatorText || t('mobileNumberField.operatorPending')}
        </Typography>
      )}
    </>
  );
}

import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** The new password's field; its confirmation is always `confirmPassword` (see form-schemas.ts). */
  name: FieldPath<T>;
  label: string;
};

/** A new password with the rules under it, and the same password again. */
export function NewPasswordFields<T extends FieldValues & { confirmPassword: string }>({
  control,
  name,
  label,
}: Props<T>) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        control={control}
        name={name}
        label={label}
        autoComplete="new-password"
        helperText={t('auth.passwordRules')}
        required
      />
      <PasswordField
        control={control}
        name={'confirmPassword' as FieldPath<T>}
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        required
      />
    </>
  );
}

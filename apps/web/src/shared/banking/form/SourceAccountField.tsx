import type { Account } from '@taka/contracts';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountSelectField } from './AccountSelectField';

type Props<T extends FieldValues, O> = {
  /** A form whose request names the account it is paid from as `sourceAccountId`, as every transfer does. */
  control: Control<T, unknown, O>;
  /** The accounts that may send money. */
  accounts: Account[];
};

/** "From account": the account a transfer or payment is sent from, each with what is available to spend. */
export function SourceAccountField<T extends FieldValues, O = T>({ control, accounts }: Props<T, O>) {
  const { t } = useTranslation();
  return (
    <AccountSelectField
      control={control}
      name={'sourceAccountId' as FieldPath<T>}
      label={t('transfers.fields.fromAccount')}
      accounts={accounts}
      showAvailable
    />
  );
}

import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  FDR_INSTRUCTIONS,
  FDR_TENORS,
  OpenFdrSchema,
  type Account,
  type FdrProduct,
  type OpenFdr,
} from '@taka/contracts';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AccountSelectField } from '@/shared/banking/form/AccountSelectField';
import { RadioChoiceField } from '@/shared/banking/form/RadioChoiceField';
import { useFormat } from '@/shared/i18n/use-format';
import { ApiForm } from '@/shared/ui/form/ApiForm';
import { fieldErrorText } from '@/shared/ui/form/field-error';
import { FormAmountField } from '@/shared/ui/form/FormAmountField';
import { MaturityPreview } from './MaturityPreview';

type Values = OpenFdr;

function TenorField({ control }: { control: Control<Values> }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { field, fieldState } = useController({ control, name: 'tenorMonths' });
  return (
    <TextField
      select
      required
      label={t('fdr.tenor')}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldErrorText(fieldState.error, t, (key) => i18n.exists(key))}
    >
      {FDR_TENORS.map((months) => (
        <MenuItem key={months} value={months}>
          {t('fdr.months', { count: months, value: format.number(months) })}
        </MenuItem>
      ))}
    </TextField>
  );
}

type Props = {
  product: FdrProduct;
  accounts: Account[];
  /** The deposit as last entered (going back from the code keeps it). */
  initial: OpenFdr | null;
  onContinue: (deposit: OpenFdr) => void;
  pending: boolean;
  error: unknown;
};

/**
 * The deposit: from which account, how much (at least the product's minimum), for how long, what happens at
 * maturity and where the money goes then; the maturity amount is shown as the fields are filled in.
 */
export function FdrForm({ product, accounts, initial, onContinue, pending, error }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const sources = accounts.filter((account) => account.canSend);
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(OpenFdrSchema),
    defaultValues: initial ?? {
      fromAccountId: sources[0]?.id ?? '',
      amount: '',
      tenorMonths: 12,
      instruction: 'renew_principal_and_interest',
    },
  });
  const [amount, tenorMonths, instruction] = useWatch({
    control,
    name: ['amount', 'tenorMonths', 'instruction'],
  });
  return (
    <ApiForm
      control={control}
      onSubmit={handleSubmit((deposit) =>
        onContinue(
          deposit.instruction === 'renew_principal_and_interest'
            ? { ...deposit, creditAccountId: undefined }
            : deposit,
        ),
      )}
      error={error}
      actions={
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={pending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('fdr.continue')}
        </Button>
      }
    >
      <AccountSelectField
        control={control}
        name="fromAccountId"
        label={t('fdr.fromAccount')}
        accounts={sources}
        showAvailable
      />
      <FormAmountField
        control={control}
        name="amount"
        label={t('fdr.amount')}
        required
        helperText={t('fdr.minimum', { amount: format.taka(product.minimumAmount) })}
      />
      <TenorField control={control} />
      <RadioChoiceField
        control={control}
        name="instruction"
        label={t('fdr.instruction')}
        choices={FDR_INSTRUCTIONS.map((value) => ({
          value,
          label: t(`fdr.instructions.${value}`),
        }))}
      />
      {instruction !== 'renew_principal_and_interest' && (
        <AccountSelectField
          control={control}
          name="creditAccountId"
          label={t('fdr.creditAccount')}
          accounts={sources}
        />
      )}
      <MaturityPreview product={product} amount={amount ?? ''} tenorMonths={tenorMonths} />
    </ApiForm>
  );
}

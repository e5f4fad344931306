import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  MobileRechargeSchema,
  rechargeRange,
  RechargeConnectionSchema,
  type Account,
  type RechargeConnection,
} from '@taka/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BeneficiaryPicker } from '@/shared/banking/beneficiary/BeneficiaryPicker';
import { SourceAccountField } from '@/shared/banking/form/SourceAccountField';
import { AmountAndRemarksFields } from '@/shared/banking/form/AmountAndRemarksFields';
import { MobileNumberField, operatorOfPrefix } from '@/shared/banking/form/MobileNumberField';
import { RadioChoiceField } from '@/shared/banking/form/RadioChoiceField';
import { TransferFormFrame } from '@/shared/banking/form/TransferFormFrame';
import { accountChoice } from '@/shared/banking/form/with-message';
import { useFormat } from '@/shared/i18n/use-format';
import type { TransferFormProps } from '@/shared/banking/transfer-flow/TransferFlow';

const RechargeFormSchema = MobileRechargeSchema.safeExtend({ sourceAccountId: accountChoice });

/** Amounts a customer picks most, offered as one-press buttons. */
const QUICK_AMOUNTS = ['50', '100', '200', '500'];

export type RechargePrefill = { mobileNumber?: string; connectionType?: RechargeConnection };

type Props = TransferFormProps & { accounts: Account[]; prefill?: RechargePrefill };

/**
 * A prepaid or postpaid recharge: the operator is named as soon as the number's prefix says it, and the amount's
 * hint gives that operator's range for the connection.
 */
export function MobileRechargeForm({ accounts, prefill, onSubmit }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const quickId = useId();
  const sources = accounts.filter((account) => account.canSend);
  const { control, handleSubmit, setValue } = useForm({
    resolver: zodResolver(RechargeFormSchema),
    defaultValues: {
      type: 'recharge',
      sourceAccountId: sources[0]?.id ?? '',
      mobileNumber: prefill?.mobileNumber ?? '',
      connectionType: prefill?.connectionType ?? 'prepaid',
      amount: '',
      remarks: '',
    },
  });
  const [mobileNumber, connectionType] = useWatch({ control, name: ['mobileNumber', 'connectionType'] });
  const operator = operatorOfPrefix(mobileNumber);
  const range = operator && rechargeRange(operator, connectionType);

  return (
    <TransferFormFrame control={control} onSubmit={handleSubmit(onSubmit)}>
      <BeneficiaryPicker
        type="mobile"
        onChoose={(saved) => {
          setValue('connectionType', saved.connection);
          setValue('mobileNumber', saved.mobileNumber, { shouldValidate: true });
        }}
      />
      <MobileNumberField
        control={control}
        name="mobileNumber"
        label={t('recharge.fields.mobileNumber')}
        operator="status"
      />
      <RadioChoiceField
        control={control}
        name="connectionType"
        label={t('recharge.fields.connectionType')}
        choices={RechargeConnectionSchema.options.map((value) => ({
          value,
          label: t(`recharge.connection.${value}`),
        }))}
        row
      />
      <SourceAccountField control={control} accounts={sources} />
      <Stack
        role="group"
        aria-labelledby={quickId}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Typography id={quickId} variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
          {t('recharge.quickAmounts')}
        </Typography>
        {QUICK_AMOUNTS.map((amount) => {
          const text = format.taka(BigInt(amount) * 100n);
          return (
            <Button
              key={amount}
              variant="outlined"
              size="small"
              onClick={() => setValue('amount', amount, { shouldValidate: true })}
              aria-label={t('recharge.quickAmount', { amount: text })}
            >
              {format.taka(BigInt(amount) * 100n, { wholeWithoutPoisha: true })}
            </Button>
          );
        })}
      </Stack>
      <AmountAndRemarksFields
        control={control}
        amount="amount"
        remarks="remarks"
        amountHint={
          range
            ? t('recharge.amountRange', {
                min: format.taka(range.min),
                max: format.taka(range.max),
              })
            : t('recharge.amountHint')
        }
      />
    </TransferFormFrame>
  );
}

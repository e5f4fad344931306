import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  BillerCodeSchema,
  PrepaidElectricitySchema,
  PrepaidMeterNumberSchema,
  type Account,
  type Biller,
} from '@taka/contracts';
import { BeneficiaryPicker } from '@/shared/banking/beneficiary/BeneficiaryPicker';
import { DetailList } from '@/shared/banking/DetailList';
import { SourceAccountField } from '@/shared/banking/form/SourceAccountField';
import { AmountAndRemarksFields } from '@/shared/banking/form/AmountAndRemarksFields';
import { BillerSelectField } from '@/shared/banking/form/BillerSelectField';
import { TransferFormFrame } from '@/shared/banking/form/TransferFormFrame';
import { accountChoice, withMessage } from '@/shared/banking/form/with-message';
import type { TransferFormProps } from '@/shared/banking/transfer-flow/TransferFlow';
import { usePrepaidMeter } from '../api/get-prepaid-meter';
import { currentLookup, preselectedBiller } from '../lookup';
import { LookupResultSection, NumberLookupField } from './NumberLookupField';
import { useFormat } from '@/shared/i18n/use-format';

/** The bank's smallest token; the server refuses less (LIMIT_BELOW_MINIMUM), the hint says it beforehand. */
const MINIMUM_AMOUNT = '100.00';

/**
 * The contract's schema, plus the name on the checked meter: the form's own field, filled only while a meter is
 * checked, so nothing is paid without one. It stays in the form; the request sent is the contract's.
 */
const PrepaidElectricityFormSchema = PrepaidElectricitySchema.extend({
  sourceAccountId: accountChoice,
  billerCode: withMessage(BillerCodeSchema, 'biller.required'),
  meterName: z.string().min(1, 'meterNumber.checkFirst'),
}).transform(({ meterName: _checked, ...request }) => request);

type Props = TransferFormProps & {
  accounts: Account[];
  /** The prepaid electricity vendors, in the bank's order. */
  vendors: Biller[];
  /** The vendor chosen on the hub, if any. */
  initialVendor?: string;
};

/**
 * Buys a prepaid electricity token: the vendor, the meter number (or a saved meter, checked at once) checked for
 * the name on it, the account and any amount from the minimum up. Account and amount may come before or after the
 * check (unlike a bill's, the amount is the customer's), but nothing is paid without a checked meter.
 */
export function PrepaidElectricityForm({ accounts, vendors, initialVendor, onSubmit }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const sources = accounts.filter((account) => account.canSend);
  const lookup = usePrepaidMeter();
  const { control, handleSubmit, setValue, trigger, getValues, formState } = useForm({
    resolver: zodResolver(PrepaidElectricityFormSchema),
    defaultValues: {
      type: 'prepaid_electricity',
      sourceAccountId: sources[0]?.id ?? '',
      billerCode: preselectedBiller(vendors, initialVendor),
      meterNumber: '',
      meterName: '',
      amount: '',
      remarks: '',
    },
  });
  const [billerCode, typedMeter] = useWatch({ control, name: ['billerCode', 'meterNumber'] });
  const { found: meter, error: lookupError } = currentLookup(lookup, {
    billerCode,
    meterNumber: typedMeter.trim(),
  });

  // Only a meter on show, checked for the vendor chosen, lets the payment through.
  const { isSubmitted } = formState;
  useEffect(() => {
    setValue('meterName', meter?.customerName ?? '', { shouldValidate: isSubmitted });
  }, [meter, isSubmitted, setValue]);

  async function checkMeter() {
    if (!(await trigger(['billerCode', 'meterNumber']))) return;
    const meterNumber = PrepaidMeterNumberSchema.parse(getValues('meterNumber'));
    lookup.mutate(
      { billerCode: getValues('billerCode'), meterNumber },
      { onSuccess: (found) => setValue('meterNumber', found.meterNumber) },
    );
  }

  return (
    <TransferFormFrame control={control} onSubmit={handleSubmit(onSubmit)}>
      <BeneficiaryPicker
        type="biller"
        filter={(saved) => vendors.some((vendor) => vendor.code === saved.billerCode)}
        onChoose={(saved) => {
          setValue('billerCode', saved.billerCode);
          setValue('meterNumber', saved.customerNumber);
          void checkMeter();
        }}
      />
      <BillerSelectField
        control={control}
        name="billerCode"
        billers={vendors}
        label={t('prepaid.fields.vendor')}
      />
      <NumberLookupField
        control={control}
        name="meterNumber"
        label={t('prepaid.fields.meterNumber')}
        helperText={t('prepaid.fields.meterNumberHint')}
        lookupLabel={t('prepaid.checkMeter')}
        onLookup={() => void checkMeter()}
        pending={lookup.isPending}
        error={lookupError}
        notLookedUp={formState.errors.meterName && !meter ? t('validation.meterNumber.checkFirst') : null}
        numeric
        maxLength={13}
      />
      {meter && (
        <LookupResultSection title={t('prepaid.meter.title')}>
          <DetailList
            items={[
              {
                key: 'name',
                label: t('prepaid.meter.customerName'),
                value: meter.customerName,
                emphasis: true,
              },
              { key: 'meterNumber', label: t('prepaid.meter.meterNumber'), value: meter.meterNumber },
              { key: 'vendor', label: t('prepaid.meter.vendor'), value: meter.biller.name },
            ]}
          />
        </LookupResultSection>
      )}
      <SourceAccountField control={control} accounts={sources} />
      <AmountAndRemarksFields
        control={control}
        amount="amount"
        remarks="remarks"
        amountHint={t('prepaid.amountHint', { minimum: format.taka(MINIMUM_AMOUNT) })}
      />
    </TransferFormFrame>
  );
}

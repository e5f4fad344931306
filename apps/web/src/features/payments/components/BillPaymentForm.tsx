import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  BillCustomerNumberSchema,
  BillerCodeSchema,
  BillNumberSchema,
  BillPaymentSchema,
  ClubBillPaymentSchema,
  InsurancePremiumPaymentSchema,
  InternetBillPaymentSchema,
  TuitionFeePaymentSchema,
  type Account,
  type Biller,
  type BillPaymentType,
} from '@taka/contracts';
import Alert from '@mui/material/Alert';
import { BeneficiaryPicker } from '@/shared/banking/beneficiary/BeneficiaryPicker';
import { DetailList } from '@/shared/banking/DetailList';
import { SourceAccountField } from '@/shared/banking/form/SourceAccountField';
import { AmountAndRemarksFields } from '@/shared/banking/form/AmountAndRemarksFields';
import { BillerSelectField } from '@/shared/banking/form/BillerSelectField';
import { TransferFormFrame } from '@/shared/banking/form/TransferFormFrame';
import { accountChoice, withMessage } from '@/shared/banking/form/with-message';
import { MoneyText } from '@/shared/banking/money/MoneyText';
import type { TransferFormProps } from '@/shared/banking/transfer-flow/TransferFlow';
import { useDueBill } from '../api/get-due-bill';
import { currentLookup, preselectedBiller } from '../lookup';
import { LookupResultSection, NumberLookupField } from './NumberLookupField';
import { useFormat } from '@/shared/i18n/use-format';

const CONTRACT_SCHEMAS = {
  bill: BillPaymentSchema,
  club_bill: ClubBillPaymentSchema,
  insurance_premium: InsurancePremiumPaymentSchema,
  internet_bill: InternetBillPaymentSchema,
  tuition_fee: TuitionFeePaymentSchema,
} as const;

/** The contract's schema of the type; the bill's number and amount come from the fetched bill, never typed. */
const formSchemaOf = (type: BillPaymentType) =>
  CONTRACT_SCHEMAS[type].extend({
    sourceAccountId: accountChoice,
    billerCode: withMessage(BillerCodeSchema, 'biller.required'),
    billNumber: withMessage(BillNumberSchema, 'bill.fetchFirst'),
  });

type Props = TransferFormProps & {
  accounts: Account[];
  type: BillPaymentType;
  /** The billers this screen pays (of its sectors), in the bank's order. */
  billers: Biller[];
  /** The biller chosen on the hub, if any. */
  initialBiller?: string;
};

/**
 * Pays one fetched bill: choose the biller, enter the number it knows the customer by (or choose a saved biller
 * beneficiary, which fetches at once), fetch the bill (name, month, amount due, due date), then pay exactly that
 * amount from an account.
 */
export function BillPaymentForm({ accounts, type, billers, initialBiller, onSubmit }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const sources = accounts.filter((account) => account.canSend);
  const lookup = useDueBill();
  const { control, handleSubmit, setValue, trigger, getValues, formState } = useForm({
    resolver: zodResolver(formSchemaOf(type)),
    defaultValues: {
      type,
      sourceAccountId: sources[0]?.id ?? '',
      billerCode: preselectedBiller(billers, initialBiller),
      customerNumber: '',
      billNumber: '',
      amount: '',
      remarks: '',
    },
  });
  const [billerCode, typedNumber] = useWatch({ control, name: ['billerCode', 'customerNumber'] });
  const biller = billers.find((b) => b.code === billerCode);
  const sectors = [...new Set(billers.map((b) => b.sector))];
  const { found: bill, error: lookupError } = currentLookup(lookup, {
    billerCode,
    customerNumber: typedNumber.trim().toUpperCase(),
  });

  // The payment names the bill on show and its amount due, nothing typed.
  const { isSubmitted } = formState;
  useEffect(() => {
    setValue('billNumber', bill?.billNumber ?? '', { shouldValidate: isSubmitted });
    setValue('amount', bill?.amountDue ?? '');
  }, [bill, isSubmitted, setValue]);

  async function fetchBill() {
    if (!(await trigger(['billerCode', 'customerNumber']))) return;
    const customerNumber = BillCustomerNumberSchema.parse(getValues('customerNumber'));
    lookup.mutate(
      { billerCode: getValues('billerCode'), customerNumber },
      { onSuccess: (due) => setValue('customerNumber', due.customerNumber) },
    );
  }

  const referenceLabel = t(`bills.reference.${biller?.sector ?? sectors[0] ?? 'electricity'}`);

  return (
    <TransferFormFrame control={control} onSubmit={handleSubmit(onSubmit)}>
      <BeneficiaryPicker
        type="biller"
        filter={(saved) => billers.some((b) => b.code === saved.billerCode)}
        onChoose={(saved) => {
          setValue('billerCode', saved.billerCode);
          setValue('customerNumber', saved.customerNumber);
          void fetchBill();
        }}
      />
      <BillerSelectField control={control} name="billerCode" billers={billers} />
      <NumberLookupField
        control={control}
        name="customerNumber"
        label={referenceLabel}
        helperText={t('bills.fields.referenceHint')}
        lookupLabel={t('bills.fetch')}
        onLookup={() => void fetchBill()}
        pending={lookup.isPending}
        error={lookupError}
        notLookedUp={formState.errors.billNumber && !bill ? t('validation.bill.fetchFirst') : null}
      />
      {bill && (
        <LookupResultSection title={t('bills.due.title')}>
          <DetailList
            items={[
              { key: 'name', label: t('bills.due.customerName'), value: bill.customerName, emphasis: true },
              { key: 'month', label: t('bills.due.month'), value: format.month(bill.period) },
              { key: 'billNumber', label: t('bills.due.billNumber'), value: bill.billNumber },
              {
                key: 'dueDate',
                label: t('bills.due.dueDate'),
                value: format.date(bill.dueDate),
              },
              {
                key: 'amount',
                label: t('bills.due.amountDue'),
                value: <MoneyText value={bill.amountDue} />,
                emphasis: true,
              },
            ]}
          />
          {bill.laterBillsDue > 0 && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('bills.due.later', { count: bill.laterBillsDue })}
            </Alert>
          )}
        </LookupResultSection>
      )}
      {bill && (
        <>
          <SourceAccountField control={control} accounts={sources} />
          <AmountAndRemarksFields
            control={control}
            amount="amount"
            remarks="remarks"
            amountHint={t('bills.amountIsDue')}
            amountReadOnly
          />
        </>
      )}
    </TransferFormFrame>
  );
}

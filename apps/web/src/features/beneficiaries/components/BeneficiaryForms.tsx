import { useMemo, type FormEventHandler, type ReactNode } from 'react';
import { useForm, useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { MfsProviderSchema, RechargeConnectionSchema, type NewBeneficiary } from '@taka/contracts';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useBanks } from '@/shared/banking/api/get-banks';
import { useBillers } from '@/shared/banking/api/get-billers';
import { BillerSelectField } from '@/shared/banking/form/BillerSelectField';
import { MobileNumberField } from '@/shared/banking/form/MobileNumberField';
import { OtherBankPayeeFields, useBankBranchChoice } from '@/shared/banking/form/OtherBankPayeeFields';
import { ApiForm } from '@/shared/ui/form/ApiForm';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import {
  billerBeneficiaryFormSchema,
  MfsBeneficiaryFormSchema,
  MobileBeneficiaryFormSchema,
  OtherBankBeneficiaryFormSchema,
  WithinBankBeneficiaryFormSchema,
} from '../form-schemas';

export type BeneficiaryFormProps = {
  /** Called with the validated beneficiary; the flow asks the server for a preview. */
  onSubmit: (beneficiary: NewBeneficiary) => void;
  pending: boolean;
  error: unknown;
  /** Leaves the add flow. */
  onCancel: () => void;
};

type FrameProps<T extends FieldValues, O> = Omit<BeneficiaryFormProps, 'onSubmit'> & {
  control: Control<T, unknown, O>;
  onSubmit: FormEventHandler;
  children: ReactNode;
};

/** An add form: the preview's refusal (see ApiForm), the fields, Cancel and Continue. */
function Frame<T extends FieldValues, O>({ onCancel, pending, ...form }: FrameProps<T, O>) {
  const { t } = useTranslation();
  return (
    <ApiForm
      {...form}
      actions={
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button variant="text" onClick={onCancel} disabled={pending}>
            {t('beneficiaries.add.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={pending}>
            {t('beneficiaries.add.continue')}
          </Button>
        </Stack>
      }
    />
  );
}

/** The customer's own name for the beneficiary; left empty, the payee's name is used. */
function NicknameField<T extends FieldValues, O>({ control }: { control: Control<T, unknown, O> }) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={'nickname' as FieldPath<T>}
      label={t('beneficiaries.fields.nickname')}
      helperText={t('beneficiaries.fields.nicknameHint')}
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength: 40 } }}
    />
  );
}

export function WithinBankBeneficiaryForm({ onSubmit, ...frame }: BeneficiaryFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(WithinBankBeneficiaryFormSchema),
    defaultValues: { type: 'within_bank', accountNumber: '', nickname: '' },
  });
  return (
    <Frame control={control} onSubmit={handleSubmit(onSubmit)} {...frame}>
      <FormTextField
        control={control}
        name="accountNumber"
        label={t('transfers.fields.payeeAccountNumber')}
        helperText={t('beneficiaries.fields.accountNumberHint')}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13 } }}
      />
      <NicknameField control={control} />
    </Frame>
  );
}

export function OtherBankBeneficiaryForm({ onSubmit, ...frame }: BeneficiaryFormProps) {
  const branchChoice = useBankBranchChoice();
  const banks = useBanks();
  const { control, handleSubmit, setValue } = useForm({
    resolver: zodResolver(OtherBankBeneficiaryFormSchema),
    defaultValues: {
      type: 'other_bank',
      routingNumber: '',
      accountNumber: '',
      accountName: '',
      nickname: '',
    },
  });

  return (
    <Frame control={control} onSubmit={handleSubmit(onSubmit)} {...frame} error={frame.error ?? banks.error}>
      <OtherBankPayeeFields
        control={control}
        choice={branchChoice}
        onBranchCleared={() => setValue('routingNumber', '')}
      />
      <NicknameField control={control} />
    </Frame>
  );
}

export function MfsBeneficiaryForm({ onSubmit, ...frame }: BeneficiaryFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(MfsBeneficiaryFormSchema),
    defaultValues: { type: 'mfs', provider: 'bkash', walletNumber: '', accountName: '', nickname: '' },
  });
  return (
    <Frame control={control} onSubmit={handleSubmit(onSubmit)} {...frame}>
      <FormSelectField required control={control} name="provider" label={t('transfers.mfs.provider')}>
        {MfsProviderSchema.options.map((provider) => (
          <MenuItem key={provider} value={provider}>
            {t(`transfers.mfs.providers.${provider}`)}
          </MenuItem>
        ))}
      </FormSelectField>
      <MobileNumberField control={control} name="walletNumber" label={t('transfers.mfs.walletNumber')} />
      <FormTextField
        control={control}
        name="accountName"
        label={t('beneficiaries.fields.walletName')}
        helperText={t('beneficiaries.fields.optional')}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <NicknameField control={control} />
    </Frame>
  );
}

export function MobileBeneficiaryForm({ onSubmit, ...frame }: BeneficiaryFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(MobileBeneficiaryFormSchema),
    defaultValues: { type: 'mobile', mobileNumber: '', connection: 'prepaid', nickname: '' },
  });
  return (
    <Frame control={control} onSubmit={handleSubmit(onSubmit)} {...frame}>
      <MobileNumberField
        control={control}
        name="mobileNumber"
        label={t('beneficiaries.fields.mobileNumber')}
        operator="hint"
      />
      <FormSelectField
        required
        control={control}
        name="connection"
        label={t('beneficiaries.fields.connection')}
      >
        {RechargeConnectionSchema.options.map((connection) => (
          <MenuItem key={connection} value={connection}>
            {t(`beneficiaries.connections.${connection}`)}
          </MenuItem>
        ))}
      </FormSelectField>
      <NicknameField control={control} />
    </Frame>
  );
}

/**
 * A biller and the number it knows the customer by (a prepaid electricity vendor: the meter number); the server
 * looks up the name on it before the code is sent.
 */
export function BillerBeneficiaryForm({ onSubmit, ...frame }: BeneficiaryFormProps) {
  const { t } = useTranslation();
  const billers = useBillers();
  const prepaidVendors = useMemo(
    () => (billers.data ?? []).filter((biller) => biller.prepaid).map((biller) => biller.code),
    [billers.data],
  );
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(billerBeneficiaryFormSchema(prepaidVendors)),
    defaultValues: { type: 'biller', billerCode: '', customerNumber: '', nickname: '' },
  });
  const billerCode = useWatch({ control, name: 'billerCode' });
  const biller = billers.data?.find((candidate) => candidate.code === billerCode);
  const numberLabel = !biller
    ? t('beneficiaries.details.customerNumber')
    : biller.prepaid
      ? t('prepaid.fields.meterNumber')
      : t(`bills.reference.${biller.sector}`);
  return (
    <Frame
      control={control}
      onSubmit={handleSubmit(onSubmit)}
      {...frame}
      error={frame.error ?? billers.error}
    >
      <BillerSelectField control={control} name="billerCode" billers={billers.data ?? []} />
      <FormTextField
        control={control}
        name="customerNumber"
        label={numberLabel}
        helperText={biller?.prepaid ? t('prepaid.fields.meterNumberHint') : t('bills.fields.referenceHint')}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
      <NicknameField control={control} />
    </Frame>
  );
}

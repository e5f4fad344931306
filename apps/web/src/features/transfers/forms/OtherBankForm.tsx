import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Account, Beneficiary } from '@taka/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useBankBranches } from '@/shared/banking/api/get-bank-branches';
import { useBankDistricts } from '@/shared/banking/api/get-bank-districts';
import { useBanks } from '@/shared/banking/api/get-banks';
import { AccountSelectField } from '@/shared/banking/form/AccountSelectField';
import { BeneficiaryPicker } from '@/shared/banking/beneficiary/BeneficiaryPicker';
import type { TransferFormProps } from '@/shared/banking/transfer-flow/TransferFlow';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { AmountAndRemarksFields } from '@/shared/banking/form/AmountAndRemarksFields';
import { RadioChoiceField } from '@/shared/banking/form/RadioChoiceField';
import { TransferFormFrame } from '@/shared/banking/form/TransferFormFrame';
import { OtherBankTransferFormSchema } from '../form-schemas';

/**
 * To an account at another bank through NPSB (instant) or BEFTN (next clearing window). The branch, chosen by
 * bank and district, fills in its 9-digit routing number.
 */
export function OtherBankForm({
  accounts,
  onSubmit,
  pending,
  error,
}: TransferFormProps & { accounts: Account[] }) {
  const { t } = useTranslation();
  const sources = accounts.filter((account) => account.canSend);
  const [bankCode, setBankCode] = useState('');
  const [districtCode, setDistrictCode] = useState('');
  const banks = useBanks();
  const districts = useBankDistricts(bankCode);
  const branches = useBankBranches(bankCode, districtCode);
  const { control, handleSubmit, setValue } = useForm({
    resolver: zodResolver(OtherBankTransferFormSchema),
    defaultValues: {
      type: 'npsb' as 'npsb' | 'beftn',
      sourceAccountId: sources[0]?.id ?? '',
      routingNumber: '',
      accountNumber: '',
      accountName: '',
      amount: '',
      remarks: '',
    },
  });
  const routingNumber = useWatch({ control, name: 'routingNumber' });
  const networks = (['npsb', 'beftn'] as const).map((network) => ({
    value: network,
    label: t(`transfers.otherBank.networks.${network}.label`),
    description: t(`transfers.otherBank.networks.${network}.description`),
  }));

  function chooseBank(code: string) {
    setBankCode(code);
    setDistrictCode('');
    setValue('routingNumber', '');
  }
  function chooseDistrict(code: string) {
    setDistrictCode(code);
    setValue('routingNumber', '');
  }
  function choosePayee(payee: Extract<Beneficiary, { type: 'other_bank' }>) {
    setBankCode(payee.bankCode);
    setDistrictCode(payee.districtCode);
    setValue('routingNumber', payee.routingNumber, { shouldValidate: true });
    setValue('accountNumber', payee.accountNumber, { shouldValidate: true });
    setValue('accountName', payee.accountName, { shouldValidate: true });
  }

  return (
    <TransferFormFrame onSubmit={handleSubmit(onSubmit)} pending={pending} error={error ?? banks.error}>
      <RadioChoiceField
        control={control}
        name="type"
        label={t('transfers.otherBank.network')}
        choices={networks}
      />
      <AccountSelectField
        control={control}
        name="sourceAccountId"
        label={t('transfers.fields.fromAccount')}
        accounts={sources}
        showAvailable
      />
      <BeneficiaryPicker type="other_bank" onChoose={choosePayee} />
      <TextField
        select
        required
        label={t('transfers.otherBank.bank')}
        value={bankCode}
        onChange={(event) => chooseBank(event.target.value)}
      >
        {(banks.data ?? []).map((bank) => (
          <MenuItem key={bank.code} value={bank.code}>
            {bank.name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField
          select
          required
          label={t('transfers.otherBank.district')}
          value={districtCode}
          onChange={(event) => chooseDistrict(event.target.value)}
          disabled={!districts.data}
        >
          {(districts.data ?? []).map((district) => (
            <MenuItem key={district.code} value={district.code}>
              {district.name}
            </MenuItem>
          ))}
        </TextField>
        <FormTextField
          select
          required
          control={control}
          name="routingNumber"
          label={t('transfers.otherBank.branch')}
          disabled={!branches.data}
        >
          {(branches.data ?? []).map((branch) => (
            <MenuItem key={branch.routingNumber} value={branch.routingNumber}>
              {branch.name}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      <TextField
        label={t('transfers.otherBank.routingNumber')}
        value={routingNumber}
        helperText={t('transfers.otherBank.routingNumberHint')}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <FormTextField
        control={control}
        name="accountNumber"
        label={t('transfers.otherBank.accountNumber')}
        helperText={t('transfers.otherBank.accountNumberHint')}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
      />
      <FormTextField
        control={control}
        name="accountName"
        label={t('transfers.otherBank.accountName')}
        helperText={t('transfers.otherBank.accountNameHint')}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <AmountAndRemarksFields control={control} amount="amount" remarks="remarks" />
    </TransferFormFrame>
  );
}

import { useState } from 'react';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import { useBankBranches } from '../api/get-bank-branches';
import { useBankDistricts } from '../api/get-bank-districts';
import { useBanks } from '../api/get-banks';

type PayeeValues = { routingNumber: string; accountNumber: string; accountName: string };

/** The bank and district whose branches are offered; the branch itself is the form's routing number. */
export type BankBranchChoice = {
  bankCode: string;
  districtCode: string;
  choose(bankCode: string, districtCode?: string): void;
};

export function useBankBranchChoice(): BankBranchChoice {
  const [choice, setChoice] = useState({ bankCode: '', districtCode: '' });
  return { ...choice, choose: (bankCode, districtCode = '') => setChoice({ bankCode, districtCode }) };
}

type Props<T extends FieldValues & PayeeValues> = {
  control: Control<T>;
  choice: BankBranchChoice;
  /** A new bank or district makes the chosen branch (routing number) void. */
  onBranchCleared: () => void;
};

/**
 * An account at another bank: bank, district and branch in turn (the branch fills in its 9-digit routing number),
 * then the account number and the holder's name.
 */
export function OtherBankPayeeFields<T extends FieldValues & PayeeValues>({
  control,
  choice,
  onBranchCleared,
}: Props<T>) {
  const { t } = useTranslation();
  const banks = useBanks();
  const districts = useBankDistricts(choice.bankCode);
  const branches = useBankBranches(choice.bankCode, choice.districtCode);
  // The three names exist in every form this serves (T extends PayeeValues); TypeScript cannot see it for a generic T.
  const field = (name: keyof PayeeValues) => name as Path<T>;
  const routingNumber = useWatch({ control, name: field('routingNumber') });

  return (
    <>
      <TextField
        select
        required
        label={t('transfers.otherBank.bank')}
        value={choice.bankCode}
        onChange={(event) => {
          choice.choose(event.target.value);
          onBranchCleared();
        }}
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
          fullWidth
          label={t('transfers.otherBank.district')}
          value={choice.districtCode}
          onChange={(event) => {
            choice.choose(choice.bankCode, event.target.value);
            onBranchCleared();
          }}
          disabled={!districts.data}
        >
          {(districts.data ?? []).map((district) => (
            <MenuItem key={district.code} value={district.code}>
              {district.name}
            </MenuItem>
          ))}
        </TextField>
        <FormSelectField
          required
          fullWidth
          control={control}
          name={field('routingNumber')}
          label={t('transfers.otherBank.branch')}
          disabled={!branches.data}
        >
          {(branches.data ?? []).map((branch) => (
            <MenuItem key={branch.routingNumber} value={branch.routingNumber}>
              {branch.name}
            </MenuItem>
          ))}
        </FormSelectField>
      </Stack>
      <TextField
        label={t('transfers.otherBank.routingNumber')}
        value={routingNumber}
        helperText={t('transfers.otherBank.routingNumberHint')}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <FormTextField
        control={control}
        name={field('accountNumber')}
        label={t('transfers.otherBank.accountNumber')}
        helperText={t('transfers.otherBank.accountNumberHint')}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
      />
      <FormTextField
        control={control}
        name={field('accountName')}
        label={t('transfers.otherBank.accountName')}
        helperText={t('transfers.otherBank.accountNameHint')}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
    </>
  );
}

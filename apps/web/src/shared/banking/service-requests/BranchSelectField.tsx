import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import { useDeliveryBranches } from '@/shared/banking/service-requests/get-delivery-branches';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label?: string;
};

/** A select of the bank's branches, where the customer collects what they asked for (or a draft is payable). */
export function BranchSelectField<T extends FieldValues, O = T>({ control, name, label }: Props<T, O>) {
  const { t } = useTranslation();
  const branches = useDeliveryBranches();
  return (
    <FormSelectField control={control} name={name} required label={label ?? t('accountServices.branch')}>
      {(branches.data?.branches ?? []).map((branch) => (
        <MenuItem key={branch.routingNumber} value={branch.routingNumber}>
          {t('accountServices.branchOption', { name: branch.name, division: branch.division })}
        </MenuItem>
      ))}
    </FormSelectField>
  );
}

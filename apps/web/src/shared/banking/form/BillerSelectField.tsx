import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Biller } from '@taka/contracts';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** In the bank's order; of more than one group, each group is under its name. */
  billers: Biller[];
  /** What the billers are to the customer ("Electricity vendor"); "Biller" when not given. */
  label?: string;
};

/** Billers are grouped by sector, the prepaid electricity vendors apart from the billers that send bills. */
const groupOf = (biller: Biller) => (biller.prepaid ? 'prepaid' : biller.sector);

/** A select of billers by their code, in groups (electricity, gas, clubs..., prepaid electricity). */
export function BillerSelectField<T extends FieldValues, O = T>({
  control,
  name,
  billers,
  label,
}: Props<T, O>) {
  const { t } = useTranslation();
  const groups = [...new Set(billers.map(groupOf))];
  return (
    <FormSelectField control={control} name={name} required label={label ?? t('bills.fields.biller')}>
      {groups.flatMap((group) => [
        ...(groups.length > 1
          ? [
              <ListSubheader key={`group-${group}`}>
                {group === 'prepaid' ? t('bills.prepaidGroup') : t(`bills.sectors.${group}`)}
              </ListSubheader>,
            ]
          : []),
        ...billers
          .filter((biller) => groupOf(biller) === group)
          .map((biller) => (
            <MenuItem key={biller.code} value={biller.code}>
              {biller.name}
            </MenuItem>
          )),
      ])}
    </FormSelectField>
  );
}

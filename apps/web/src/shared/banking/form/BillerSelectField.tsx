import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Biller } from '@taka/contracts';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { FormTextField } from '@/shared/ui/form/FormTextField';

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** In the bank's order; of more than one sector, each sector is a group under its name. */
  billers: Biller[];
};

/** A select of billers by their code, grouped by sector (electricity, gas, clubs...). */
export function BillerSelectField<T extends FieldValues, O = T>({ control, name, billers }: Props<T, O>) {
  const { t } = useTranslation();
  const sectors = [...new Set(billers.map((biller) => biller.sector))];
  return (
    <FormTextField control={control} name={name} select required label={t('bills.fields.biller')}>
      {sectors.flatMap((sector) => [
        ...(sectors.length > 1
          ? [<ListSubheader key={`sector-${sector}`}>{t(`bills.sectors.${sector}`)}</ListSubheader>]
          : []),
        ...billers
          .filter((biller) => biller.sector === sector)
          .map((biller) => (
            <MenuItem key={biller.code} value={biller.code}>
              {biller.name}
            </MenuItem>
          )),
      ])}
    </FormTextField>
  );
}

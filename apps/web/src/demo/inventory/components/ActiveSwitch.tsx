import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ProductFormOutput, ProductFormValues } from '../product-form';

/** Whether the product is on sale. */
export function ActiveSwitch({
  control,
}: {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="active"
      render={({ field }) => (
        <FormControlLabel
          label={t('inventory.fields.active')}
          control={
            <Switch
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
}

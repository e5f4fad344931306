import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import { useFormat } from '@/shared/i18n/use-format';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { TextInput } from '@/shared/ui/form/TextInput';
import { livePrice, type ProductFormOutput, type ProductFormValues } from '../product-form';

type Control_ = Control<ProductFormValues, unknown, ProductFormOutput>;
type NumberName = 'stock' | 'reserved' | 'cost' | 'basePrice' | 'taxPercent' | 'weight';

const FIELDS: { name: NumberName; inputMode: 'numeric' | 'decimal'; required?: boolean }[] = [
  { name: 'stock', inputMode: 'numeric', required: true },
  { name: 'reserved', inputMode: 'numeric' },
  { name: 'cost', inputMode: 'decimal' },
  { name: 'weight', inputMode: 'decimal' },
  { name: 'basePrice', inputMode: 'decimal', required: true },
  { name: 'taxPercent', inputMode: 'decimal', required: true },
];

/** Stock, reserved, cost, weight, base price and tax, and the price they make, worked out as they are typed. */
export function PricingFields({ control }: { control: Control_ }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      {FIELDS.map(({ name, inputMode, required }) => (
        <Grid key={name} size={{ xs: 12, sm: 6, md: 3 }}>
          <FormTextField
            control={control}
            name={name}
            label={t(`inventory.fields.${name}`)}
            required={required}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode } }}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 6 }}>
        <ComputedPrice control={control} />
      </Grid>
    </Grid>
  );
}

/** The price with tax: read-only, following the base price and tax fields. */
function ComputedPrice({ control }: { control: Control_ }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [basePrice, taxPercent] = useWatch({ control, name: ['basePrice', 'taxPercent'] });
  const price = livePrice(basePrice, taxPercent);
  return (
    <TextInput
      label={t('inventory.fields.price')}
      value={price === null ? '' : format.taka(price.toFixed(2))}
      placeholder={t('inventory.priceUnknown')}
      helperText={t('inventory.priceHelp')}
      slotProps={{ htmlInput: { readOnly: true, 'aria-live': 'polite' } }}
    />
  );
}

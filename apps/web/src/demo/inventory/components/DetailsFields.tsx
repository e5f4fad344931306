import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { useBrands } from '../api/get-brands';
import { useCategories } from '../api/get-categories';
import { useVendors } from '../api/get-vendors';
import type { ProductFormOutput, ProductFormValues } from '../product-form';
import { TagsField } from './TagsField';

type Props = {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  onTagDeleted: (id: string) => void;
};

/** Name, SKU, barcode, the category, brand and vendor chosen from the handlers' lists, and the tags. */
export function DetailsFields({ control, onTagDeleted }: Props) {
  const { t } = useTranslation();
  const categories = useCategories().data ?? [];
  const brands = useBrands().data ?? [];
  const vendors = useVendors().data ?? [];
  const none = <MenuItem value="">{t('inventory.none')}</MenuItem>;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={control}
          name="name"
          label={t('inventory.fields.name')}
          required
          autoFocus
          autoComplete="off"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField
          control={control}
          name="sku"
          label={t('inventory.fields.sku')}
          required
          autoComplete="off"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField
          control={control}
          name="barcode"
          label={t('inventory.fields.barcode')}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelectField
          control={control}
          name="category"
          label={t('inventory.fields.category')}
          required
          fullWidth
        >
          {categories.map((category) => (
            <MenuItem key={category.id} value={category.id}>
              {category.name}
            </MenuItem>
          ))}
        </FormSelectField>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelectField control={control} name="brand" label={t('inventory.fields.brand')} fullWidth>
          {none}
          {brands.map((brand) => (
            <MenuItem key={brand.id} value={brand.id}>
              {brand.name}
            </MenuItem>
          ))}
        </FormSelectField>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelectField control={control} name="vendor" label={t('inventory.fields.vendor')} fullWidth>
          {none}
          {vendors.map((vendor) => (
            <MenuItem key={vendor.id} value={vendor.id}>
              {vendor.name}
            </MenuItem>
          ))}
        </FormSelectField>
      </Grid>
      <Grid size={12}>
        <TagsField control={control} onTagDeleted={onTagDeleted} />
      </Grid>
    </Grid>
  );
}

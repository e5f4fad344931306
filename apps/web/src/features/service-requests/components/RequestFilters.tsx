import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  bankDateOf,
  CalendarDateSchema,
  ServiceRequestStatusSchema,
  ServiceRequestTypeSchema,
} from '@taka/contracts';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { FilterForm } from '@/shared/ui/form/FilterForm';
import { FormDateField } from '@/shared/ui/form/FormDateField';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import type { RequestSearch } from '../search';

const emptyOrDate = z
  .string()
  .refine((v) => v === '' || CalendarDateSchema.safeParse(v).success, 'date.invalid');
const FiltersSchema = z
  .object({ type: z.string(), status: z.string(), from: emptyOrDate, to: emptyOrDate })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'history.fromAfterTo', path: ['to'] });
type Filters = z.infer<typeof FiltersSchema>;

const formOf = (search: RequestSearch): Filters => ({
  type: search.type ?? '',
  status: search.status ?? '',
  from: search.from ?? '',
  to: search.to ?? '',
});
const searchOf = (form: Filters): RequestSearch =>
  Object.fromEntries(Object.entries(form).filter(([, value]) => value !== ''));

type Props = { search: RequestSearch; onApply: (search: RequestSearch) => void };

/** Type, status and the days submitted; applied ones go to the URL. */
export function RequestFilters({ search, onApply }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(FiltersSchema),
    values: formOf(search),
  });
  const today = bankDateOf();
  return (
    <FilterForm
      label={t('serviceRequests.filters')}
      onSubmit={handleSubmit((values) => onApply(searchOf(values)))}
      onClear={() => {
        reset(formOf({}));
        onApply({});
      }}
    >
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormSelectField control={control} name="type" label={t('serviceRequests.type')} fullWidth>
          <MenuItem value="">{t('serviceRequests.allTypes')}</MenuItem>
          {ServiceRequestTypeSchema.options.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`serviceRequests.types.${type}`)}
            </MenuItem>
          ))}
        </FormSelectField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormSelectField control={control} name="status" label={t('serviceRequests.statusLabel')} fullWidth>
          <MenuItem value="">{t('serviceRequests.allStatuses')}</MenuItem>
          {ServiceRequestStatusSchema.options.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`serviceRequests.status.${status}`)}
            </MenuItem>
          ))}
        </FormSelectField>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <FormDateField control={control} name="from" label={t('history.from')} maxDate={today} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <FormDateField control={control} name="to" label={t('history.to')} maxDate={today} />
      </Grid>
    </FilterForm>
  );
}

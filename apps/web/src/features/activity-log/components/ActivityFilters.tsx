import { useController, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_KINDS, bankDateOf, type ActivityKind } from '@taka/contracts';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FilterForm } from '@/shared/ui/form/FilterForm';
import { FormDateField } from '@/shared/ui/form/FormDateField';
import {
  ActivityFilterFormSchema,
  formOfSearch,
  searchOfForm,
  type ActivityFilterForm,
} from '../form-schema';
import type { ActivitySearch } from '../search';

type Props = { search: ActivitySearch; onApply: (search: ActivitySearch) => void };

/** A select of several kinds; none chosen reads "All events". */
function KindsField({ control }: { control: Control<ActivityFilterForm> }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'kinds' });
  return (
    <TextField
      select
      fullWidth
      label={t('activity.kind')}
      name={field.name}
      value={field.value}
      onChange={(event) => {
        const value = event.target.value as unknown as ActivityKind[] | string;
        field.onChange(typeof value === 'string' ? value.split(',') : value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (chosen) => {
            const kinds = chosen as ActivityKind[];
            if (kinds.length === 0) return t('activity.allKinds');
            if (kinds.length === 1) return t(`activity.kinds.${kinds[0]}`);
            return t('activity.kindsChosen', { count: kinds.length });
          },
        },
      }}
    >
      {ACTIVITY_KINDS.map((kind) => (
        <MenuItem key={kind} value={kind}>
          <Checkbox checked={field.value.includes(kind)} size="small" sx={{ p: 0, mr: 1.5 }} tabIndex={-1} />
          <ListItemText primary={t(`activity.kinds.${kind}`)} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Kinds of event and a range of days; applied ones go to the URL. */
export function ActivityFilters({ search, onApply }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(ActivityFilterFormSchema),
    values: formOfSearch(search),
  });
  const today = bankDateOf();
  return (
    <FilterForm
      label={t('activity.filters')}
      onSubmit={handleSubmit((values) => onApply(searchOfForm(values)))}
      onClear={() => {
        reset(formOfSearch({}));
        onApply({});
      }}
    >
      <Grid size={{ xs: 12, md: 6 }}>
        <KindsField control={control} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <FormDateField control={control} name="from" label={t('activity.from')} maxDate={today} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <FormDateField control={control} name="to" label={t('activity.to')} maxDate={today} />
      </Grid>
    </FilterForm>
  );
}

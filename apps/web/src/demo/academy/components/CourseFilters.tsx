import { useTranslation } from 'react-i18next';
import type { AcademyCategory } from '@taka/demo-api/schemas/academy';
import FormControlLabel from '@mui/material/FormControlLabel';
import NativeSelect from '@mui/material/NativeSelect';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { TextInput } from '@/shared/ui/form/TextInput';
import type { CourseFilter } from '../course-progress';

type Props = {
  categories: AcademyCategory[];
  filter: CourseFilter;
  onChange: (filter: CourseFilter) => void;
};

/** Category, search words and "hide completed": the course list shows only what matches all three. */
export function CourseFilters({ categories, filter, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { md: 'center' } }}
      role="search"
      aria-label={t('academy.filters')}
    >
      <FormControl sx={{ minWidth: { md: 200 } }}>
        <InputLabel htmlFor="academy-category" shrink>
          {t('academy.category')}
        </InputLabel>
        <NativeSelect
          id="academy-category"
          value={filter.category}
          onChange={(event) => onChange({ ...filter, category: event.target.value })}
          input={<OutlinedInput label={t('academy.category')} notched />}
        >
          <option value="">{t('academy.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.slug}>
              {category.title}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <TextInput
        type="search"
        label={t('academy.search')}
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.target.value })}
        sx={{ maxWidth: { md: 420 } }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={filter.hideCompleted}
            onChange={(event) => onChange({ ...filter, hideCompleted: event.target.checked })}
          />
        }
        label={t('academy.hideCompleted')}
        sx={{ flexShrink: 0 }}
      />
    </Stack>
  );
}

import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Sell from '@mui/icons-material/SellOutlined';
import { useTags } from '../api/get-tags';
import type { TaskFormValues } from '../task-form';

type Props = {
  control: Control<TaskFormValues>;
  /** Opens the tag list's dialog, which lives outside the task's form (its own form must not submit it). */
  onManage: () => void;
};

/** The task's tags, picked from the tag list; the list itself is managed in a dialog. */
export function TagsField({ control, onManage }: Props) {
  const { t } = useTranslation();
  const tags = useTags();
  const { field } = useController({ control, name: 'tags' });
  const options = tags.data ?? [];
  // A tag deleted meanwhile is no longer offered nor shown.
  const chosen = field.value.flatMap((id) => options.filter((tag) => tag.id === id));
  return (
    <Stack spacing={1}>
      <Autocomplete
        multiple
        options={options}
        value={chosen}
        loading={tags.isPending}
        onChange={(_, picked) => field.onChange(picked.map((tag) => tag.id))}
        onBlur={field.onBlur}
        getOptionLabel={(tag) => tag.title}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        filterSelectedOptions
        renderInput={(params) => <TextField {...params} inputRef={field.ref} label={t('tasks.tags')} />}
      />
      <Button startIcon={<Sell />} onClick={onManage} sx={{ alignSelf: 'flex-start' }}>
        {t('tasks.manageTags')}
      </Button>
    </Stack>
  );
}

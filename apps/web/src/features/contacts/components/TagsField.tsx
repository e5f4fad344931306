import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Sell from '@mui/icons-material/SellOutlined';
import { useTags } from '../api/get-tags';
import type { ContactFormValues } from '../contact-form';

/** The contact's tags, chosen from the tag list; the list itself is managed in a dialog. */
type Props = {
  control: Control<ContactFormValues>;
  /** Opens the tag list's dialog, which lives outside the contact's form (its own forms must not submit it). */
  onManage: () => void;
};

export function TagsField({ control, onManage }: Props) {
  const { t } = useTranslation();
  const tags = useTags();
  const { field } = useController({ control, name: 'tags' });
  const options = tags.data ?? [];
  // A tag deleted meanwhile is no longer offered nor shown.
  const chosen = options.filter((tag) => field.value.includes(tag.id));
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
        renderInput={(params) => <TextField {...params} inputRef={field.ref} label={t('contacts.tags')} />}
      />
      <Button startIcon={<Sell />} onClick={onManage} sx={{ alignSelf: 'flex-start' }}>
        {t('contacts.tagList.title')}
      </Button>
    </Stack>
  );
}

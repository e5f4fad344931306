import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Sell from '@mui/icons-material/SellOutlined';
import type { Tag } from './ManageTagsDialog';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** The form's field holding the chosen tags' ids. */
  name: FieldPathByValue<T, string[]>;
  /** The tag list; undefined while it loads. */
  tags: readonly Tag[] | undefined;
  label: string;
  manageLabel: string;
  /** Opens the tag list's dialog, which lives outside the form (its own forms must not submit this one). */
  onManage: () => void;
};

/** A form's tags, chosen from the tag list, with a button to the dialog that manages the list. */
export function TagsField<T extends FieldValues>({
  control,
  name,
  tags,
  label,
  manageLabel,
  onManage,
}: Props<T>) {
  const { field } = useController({ control, name });
  const options = tags ?? [];
  // In the order they were chosen; a tag deleted meanwhile is no longer offered nor shown.
  const chosen = (field.value as string[]).flatMap((id) => options.filter((tag) => tag.id === id));
  return (
    <Stack spacing={1}>
      <Autocomplete
        multiple
        options={options}
        value={chosen}
        loading={tags === undefined}
        onChange={(_, picked) => field.onChange(picked.map((tag) => tag.id))}
        onBlur={field.onBlur}
        getOptionLabel={(tag) => tag.title}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        filterSelectedOptions
        renderInput={(params) => <TextField {...params} inputRef={field.ref} label={label} />}
      />
      <Button startIcon={<Sell />} onClick={onManage} sx={{ alignSelf: 'flex-start' }}>
        {manageLabel}
      </Button>
    </Stack>
  );
}

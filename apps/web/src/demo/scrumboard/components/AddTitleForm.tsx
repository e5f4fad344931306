import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/shared/ui/form/TextInput';
import { TITLE_MAX, TitleSchema } from '../titles';

type Props = {
  label: string;
  buttonLabel: string;
  pending: boolean;
  /** Adds the trimmed title; the field empties once `done` is called. */
  onAdd: (title: string, done: () => void) => void;
};

/** A one-field form that adds something by its title (a list, a card, a checklist or its item). */
export function AddTitleForm({ label, buttonLabel, pending, onAdd }: Props) {
  const [title, setTitle] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TitleSchema.safeParse(title);
    if (parsed.success) onAdd(parsed.data, () => setTitle(''));
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: 'center' }}>
      <TextInput
        label={label}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        autoComplete="off"
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
      />
      <Button
        type="submit"
        variant="outlined"
        loading={pending}
        disabled={!title.trim()}
        sx={{ flexShrink: 0 }}
      >
        {buttonLabel}
      </Button>
    </Stack>
  );
}

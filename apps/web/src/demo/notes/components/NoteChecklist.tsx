import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import type { Note } from '@taka/demo-api/schemas/notes';
import { TextInput } from '@/shared/ui/form/TextInput';
import { useAddTask } from '../api/add-task';
import type { NoteChanges } from '../api/update-note';

const TASK_MAX = 200;

type Props = { note: Note; onChange: (changes: NoteChanges) => void };

/** The note's tasks: tick or untick one, remove one, add one at the end (each saved at once). */
export function NoteChecklist({ note, onChange }: Props) {
  const { t } = useTranslation();
  const addTask = useAddTask();
  const [task, setTask] = useState('');

  const add = (event: FormEvent) => {
    event.preventDefault();
    const content = task.trim();
    if (content) addTask.mutate({ noteId: note.id, task: content }, { onSuccess: () => setTask('') });
  };
  const tick = (id: string, completed: boolean) =>
    onChange({ tasks: note.tasks.map((item) => (item.id === id ? { ...item, completed } : item)) });
  const remove = (id: string) => onChange({ tasks: note.tasks.filter((item) => item.id !== id) });

  return (
    <Box component="section" aria-label={t('notes.checklist')}>
      <Typography component="h3" variant="overline" color="text.secondary">
        {t('notes.checklist')}
      </Typography>
      {note.tasks.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {note.tasks.map((item) => (
            <Box component="li" key={item.id} sx={{ display: 'flex', alignItems: 'center' }}>
              <FormControlLabel
                sx={{
                  flex: 1,
                  mr: 0,
                  '& .MuiFormControlLabel-label': item.completed
                    ? { textDecoration: 'line-through', color: 'text.secondary' }
                    : {},
                }}
                control={
                  <Checkbox
                    checked={item.completed}
                    onChange={(event) => tick(item.id, event.target.checked)}
                  />
                }
                label={item.content}
              />
              <IconButton
                size="small"
                aria-label={t('notes.removeTask', { task: item.content })}
                onClick={() => remove(item.id)}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Stack component="form" direction="row" spacing={1} onSubmit={add} sx={{ mt: 1 }}>
        <TextInput
          label={t('notes.newTask')}
          value={task}
          onChange={(event) => setTask(event.target.value)}
          autoComplete="off"
          size="small"
          slotProps={{ htmlInput: { maxLength: TASK_MAX } }}
        />
        <Button type="submit" variant="outlined" loading={addTask.isPending} disabled={!task.trim()}>
          {t('notes.addTask')}
        </Button>
      </Stack>
    </Box>
  );
}

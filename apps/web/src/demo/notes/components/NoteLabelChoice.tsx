import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type { Note } from '@taka/demo-api/schemas/notes';
import { useNoteLabels } from '../api/get-labels';
import type { NoteChanges } from '../api/update-note';

type Props = { note: Note; onChange: (changes: NoteChanges) => void };

/** Every label as a checkbox: ticking one puts it on the note, unticking takes it off (saved at once). */
export function NoteLabelChoice({ note, onChange }: Props) {
  const { t } = useTranslation();
  const labels = useNoteLabels().data ?? [];
  const carried = new Set(note.labels.map((label) => label.id));
  const toggle = (id: string, on: boolean) => {
    const ids = note.labels.map((label) => label.id).filter((item) => item !== id);
    onChange({ labels: on ? [...ids, id] : ids });
  };
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="overline" color="text.secondary">
        {t('notes.labels.list')}
      </Typography>
      {labels.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('notes.labels.none')}
        </Typography>
      ) : (
        <FormGroup row>
          {labels.map((label) => (
            <FormControlLabel
              key={label.id}
              control={
                <Checkbox
                  checked={carried.has(label.id)}
                  onChange={(event) => toggle(label.id, event.target.checked)}
                />
              }
              label={label.title}
            />
          ))}
        </FormGroup>
      )}
    </Box>
  );
}

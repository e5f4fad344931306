import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import type { Note } from '@taka/demo-api/schemas/notes';
import { useFormat } from '@/shared/i18n/use-format';
import { TextInput } from '@/shared/ui/form/TextInput';
import { useToast } from '@/shared/ui/toast/ToastProvider';
import { useUpdateNote, type NoteChanges } from '../api/update-note';
import { NoteChecklist } from './NoteChecklist';
import { NoteImagePicker } from './NoteImagePicker';
import { NoteLabelChoice } from './NoteLabelChoice';
import { NoteReminderDialog } from './NoteReminderDialog';

const TITLE_MAX = 200;
const TEXT_MAX = 5000;

type Props = {
  note: Note;
  isNew: boolean;
  /** Called with the note's title and text as last typed (the dialog saves them first). */
  onClose: (typed: { title: string; content: string }) => void;
  onDelete: (note: Note) => void;
};

/** One note to read and change; full screen on phones. Every change is saved through the handler as it is made. */
export function NoteDialog({ note, isNew, onClose, onDelete }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const showToast = useToast();
  const update = useUpdateNote();
  const [title, setTitle] = useState(note.title);
  const [content, setContent] = useState(note.content);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [settingReminder, setSettingReminder] = useState(false);
  const format = useFormat();

  const change = (changes: NoteChanges) => update.mutate({ id: note.id, changes });
  const saveText = () => {
    if (title !== note.title || content !== note.content) change({ title, content });
  };
  const close = () => {
    saveText();
    onClose({ title, content });
  };
  const toggleArchive = () => {
    const archived = !note.archived;
    update.mutate(
      { id: note.id, changes: { title, content, archived } },
      {
        onSuccess: () => {
          showToast({ severity: 'success', message: t(archived ? 'notes.archived' : 'notes.unarchived') });
          onClose({ title, content });
        },
      },
    );
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{t(isNew ? 'notes.dialog.new' : 'notes.dialog.edit')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {note.image && (
            <Box sx={{ position: 'relative' }}>
              <Box
                component="img"
                src={note.image}
                alt={t('notes.imageAlt')}
                sx={{ display: 'block', width: '100%', maxHeight: 320, objectFit: 'cover', borderRadius: 2 }}
              />
              <Button
                color="error"
                startIcon={<DeleteOutline />}
                onClick={() => change({ image: null })}
                sx={{ mt: 1 }}
              >
                {t('notes.removeImage')}
              </Button>
            </Box>
          )}
          <TextInput
            label={t('notes.titleField')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            onBlur={saveText}
            autoComplete="off"
            autoFocus={isNew}
            slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
          />
          <TextInput
            label={t('notes.textField')}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            onBlur={saveText}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
          />
          <NoteChecklist note={note} onChange={change} />
          {note.reminder && (
            <Box>
              <Chip
                icon={<NotificationsOutlined />}
                label={t('notes.reminderOn', { date: format.date(note.reminder) })}
                onClick={() => setSettingReminder(true)}
              />
            </Box>
          )}
          <NoteLabelChoice note={note} onChange={change} />
          {refusal && (
            <Alert severity="error" role="alert" onClose={() => setRefusal(null)}>
              {refusal}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <NoteImagePicker
          hasImage={note.image !== null}
          onPicked={(image) => {
            setRefusal(null);
            change({ image });
          }}
          onRefused={setRefusal}
        />
        {!note.reminder && (
          <Button startIcon={<NotificationsOutlined />} onClick={() => setSettingReminder(true)}>
            {t('notes.reminder.set')}
          </Button>
        )}
        <Button
          startIcon={note.archived ? <UnarchiveOutlined /> : <ArchiveOutlined />}
          onClick={toggleArchive}
        >
          {t(note.archived ? 'notes.unarchive' : 'notes.archive')}
        </Button>
        <Button color="error" startIcon={<DeleteOutline />} onClick={() => onDelete(note)}>
          {t('notes.delete')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={close}>
          {t('notes.done')}
        </Button>
      </DialogActions>
      {settingReminder && (
        <NoteReminderDialog
          reminder={note.reminder}
          onSave={(reminder) => {
            change({ reminder });
            setSettingReminder(false);
          }}
          onClose={() => setSettingReminder(false)}
        />
      )}
    </Dialog>
  );
}

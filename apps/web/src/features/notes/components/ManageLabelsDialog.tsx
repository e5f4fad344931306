import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { NoteLabel } from '@taka/demo-api/schemas/notes';
import { useConfirmedDelete } from '@/shared/ui/confirmation-dialog/use-confirmed-delete';
import { RenameDialog } from '@/shared/ui/form/RenameDialog';
import { TextInput } from '@/shared/ui/form/TextInput';
import { useCreateLabel } from '../api/create-label';
import { useDeleteLabel } from '../api/delete-label';
import { useNoteLabels } from '../api/get-labels';
import { useRenameLabel } from '../api/rename-label';

const LABEL_MAX = 40;
const LabelTitleSchema = z.string().trim().min(1, 'notes.labelRequired').max(LABEL_MAX, 'notes.labelTooLong');

type Props = { onClose: () => void; onDeleted: (id: string) => void };

/** The label list: add a label, rename one, or delete one (after the confirmation; it leaves every note). */
export function ManageLabelsDialog({ onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const labels = useNoteLabels().data ?? [];
  const create = useCreateLabel();
  const rename = useRenameLabel();
  const remove = useDeleteLabel();
  const [title, setTitle] = useState('');
  const newLabel = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const [renaming, setRenaming] = useState<NoteLabel | null>(null);
  const { askToDelete, deletedNotice } = useConfirmedDelete('notes.labels', {
    mutate: (id, options) =>
      remove.mutate(id, {
        onSuccess: () => {
          onDeleted(id);
          options.onSuccess();
          // The deleted label's button, which had the focus, is gone: keep the keyboard inside the dialog.
          newLabel.current?.focus();
        },
      }),
  });
  const addLabel = (event: FormEvent) => {
    event.preventDefault();
    const parsed = LabelTitleSchema.safeParse(title);
    if (parsed.success) create.mutate(parsed.data, { onSuccess: () => setTitle('') });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('notes.labels.edit')}</DialogTitle>
      <DialogContent>
        <Stack component="form" direction="row" spacing={1} onSubmit={addLabel} sx={{ pt: 1 }}>
          <TextInput
            label={t('notes.labels.newLabel')}
            inputRef={newLabel}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: LABEL_MAX } }}
            size="small"
          />
          <Button type="submit" variant="outlined" loading={create.isPending} disabled={!title.trim()}>
            {t('notes.labels.add')}
          </Button>
        </Stack>
        {labels.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('notes.labels.none')}
          </Typography>
        ) : (
          <List dense aria-label={t('notes.labels.heading')}>
            {labels.map((label) => (
              <ListItem
                key={label.id}
                secondaryAction={
                  <>
                    <IconButton
                      aria-label={t('notes.labels.rename', { title: label.title })}
                      onClick={() => setRenaming(label)}
                    >
                      <EditOutlined />
                    </IconButton>
                    <IconButton
                      edge="end"
                      aria-label={t('notes.labels.deleteLabel', { title: label.title })}
                      onClick={() => void askToDelete({ id: label.id, name: label.title })}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </>
                }
              >
                <ListItemText primary={label.title} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
      {renaming && (
        <RenameDialog
          title={t('notes.labels.renameTitle')}
          label={t('notes.labels.labelName')}
          initialValue={renaming.title}
          schema={LabelTitleSchema}
          maxLength={LABEL_MAX}
          pending={rename.isPending}
          error={rename.error}
          onClose={() => setRenaming(null)}
          onSubmit={(name) =>
            rename.mutate({ id: renaming.id, title: name }, { onSuccess: () => setRenaming(null) })
          }
        />
      )}
      {deletedNotice}
    </Dialog>
  );
}

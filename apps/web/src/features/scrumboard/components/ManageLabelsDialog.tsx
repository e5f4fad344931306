import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { BoardLabel } from '@taka/demo-api/schemas/scrumboard';
import { useConfirmedDelete } from '@/shared/ui/confirmation-dialog/use-confirmed-delete';
import { RenameDialog } from '@/shared/ui/form/RenameDialog';
import { useCreateLabel } from '../api/create-label';
import { useDeleteLabel } from '../api/delete-label';
import { useRenameLabel } from '../api/rename-label';
import { TITLE_MAX, TitleSchema } from '../titles';
import type { BoardData } from '../types';
import { AddTitleForm } from './AddTitleForm';

/** The board's labels: add one, rename one, or delete one (after the confirmation; it leaves every card). */
export function ManageLabelsDialog({ board, onClose }: { board: BoardData; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const create = useCreateLabel(board.id);
  const rename = useRenameLabel(board.id);
  const remove = useDeleteLabel(board.id);
  const [renaming, setRenaming] = useState<BoardLabel | null>(null);
  const { askToDelete, deletedNotice } = useConfirmedDelete('scrumboard.label', {
    mutate: (id, options) => remove.mutate(id, { onSuccess: options.onSuccess }),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('scrumboard.label.title')}</DialogTitle>
      <DialogContent>
        <AddTitleForm
          label={t('scrumboard.label.newLabel')}
          buttonLabel={t('scrumboard.label.add')}
          pending={create.isPending}
          onAdd={(title, done) => create.mutate(title, { onSuccess: done })}
        />
        <List dense aria-label={t('scrumboard.label.title')}>
          {board.labels.map((label) => (
            <ListItem
              key={label.id}
              secondaryAction={
                <>
                  <IconButton
                    aria-label={t('scrumboard.label.rename', { title: label.title })}
                    onClick={() => setRenaming(label)}
                  >
                    <EditOutlined />
                  </IconButton>
                  <IconButton
                    edge="end"
                    aria-label={t('scrumboard.label.deleteLabel', { title: label.title })}
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
      {renaming && (
        <RenameDialog
          title={t('scrumboard.label.renameTitle')}
          label={t('scrumboard.label.name')}
          initialValue={renaming.title}
          schema={TitleSchema}
          maxLength={TITLE_MAX}
          pending={rename.isPending}
          error={rename.error}
          onClose={() => setRenaming(null)}
          onSubmit={(title) =>
            rename.mutate({ id: renaming.id, title }, { onSuccess: () => setRenaming(null) })
          }
        />
      )}
      {deletedNotice}
    </Dialog>
  );
}

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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { TaskTag } from '@taka/demo-api/schemas/tasks';
import { useConfirmedDelete } from '@/shared/ui/confirmation-dialog/use-confirmed-delete';
import { RenameDialog } from '@/shared/ui/form/RenameDialog';
import { TextInput } from '@/shared/ui/form/TextInput';
import { useCreateTag } from '../api/create-tag';
import { useDeleteTag } from '../api/delete-tag';
import { useTags } from '../api/get-tags';
import { useRenameTag } from '../api/rename-tag';

const TAG_MAX = 30;
const TagTitleSchema = z.string().trim().min(1, 'tasks.tagRequired').max(TAG_MAX, 'tasks.tooLong');

/** The tag list: add a tag, rename one, or delete one (after the confirmation; it leaves every task). */
export function ManageTagsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const tags = useTags().data ?? [];
  const create = useCreateTag();
  const rename = useRenameTag();
  const remove = useDeleteTag();
  const [title, setTitle] = useState('');
  const newTag = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const [renaming, setRenaming] = useState<TaskTag | null>(null);
  const { askToDelete, deletedNotice } = useConfirmedDelete('tasks.tagList', {
    mutate: (id, options) =>
      remove.mutate(id, {
        onSuccess: () => {
          options.onSuccess();
          // The deleted tag's button, which had the focus, is gone: keep the keyboard inside the dialog.
          newTag.current?.focus();
        },
      }),
  });
  const addTag = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TagTitleSchema.safeParse(title);
    if (parsed.success) create.mutate(parsed.data, { onSuccess: () => setTitle('') });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('tasks.tagList.title')}</DialogTitle>
      <DialogContent>
        <Stack component="form" direction="row" spacing={1} onSubmit={addTag} sx={{ pt: 1 }}>
          <TextInput
            label={t('tasks.tagList.newTag')}
            inputRef={newTag}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: TAG_MAX } }}
            size="small"
          />
          <Button type="submit" variant="outlined" loading={create.isPending} disabled={!title.trim()}>
            {t('tasks.tagList.add')}
          </Button>
        </Stack>
        <List dense aria-label={t('tasks.tagList.title')}>
          {tags.map((tag) => (
            <ListItem
              key={tag.id}
              secondaryAction={
                <>
                  <IconButton
                    aria-label={t('tasks.tagList.rename', { title: tag.title })}
                    onClick={() => setRenaming(tag)}
                  >
                    <EditOutlined />
                  </IconButton>
                  <IconButton
                    edge="end"
                    aria-label={t('tasks.tagList.deleteTag', { title: tag.title })}
                    onClick={() => void askToDelete({ id: tag.id, name: tag.title })}
                  >
                    <DeleteOutline />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={tag.title} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
      {renaming && (
        <RenameDialog
          title={t('tasks.tagList.renameTitle')}
          label={t('tasks.tagList.tagName')}
          initialValue={renaming.title}
          schema={TagTitleSchema}
          maxLength={TAG_MAX}
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

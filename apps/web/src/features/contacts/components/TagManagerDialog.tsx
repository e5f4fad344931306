import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
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
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import type { ContactTag } from '@taka/demo-api/schemas/contacts';
import { useConfirmation } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { RenameDialog } from '@/shared/ui/form/RenameDialog';
import { useCreateTag } from '../api/create-tag';
import { useDeleteTag } from '../api/delete-tag';
import { useTags } from '../api/get-tags';
import { useRenameTag } from '../api/rename-tag';
import { useHandlerErrorText } from '../use-handler-error-text';

const TAG_MAX_LENGTH = 30;
const TagTitleSchema = z
  .string()
  .trim()
  .min(1, 'contacts.tagRequired')
  .max(TAG_MAX_LENGTH, 'contacts.tooLong');

/** The contacts' tag list: add a tag, rename one, or delete one (it leaves every contact). */
export function TagManagerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const tags = useTags();
  const create = useCreateTag();
  const rename = useRenameTag();
  const remove = useDeleteTag();
  const confirm = useConfirmation();
  const errorText = useHandlerErrorText();
  const [renaming, setRenaming] = useState<ContactTag | null>(null);
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(z.object({ title: TagTitleSchema })),
    defaultValues: { title: '' },
  });

  const addTag = handleSubmit(({ title }) => create.mutate(title, { onSuccess: () => reset({ title: '' }) }));

  async function deleteTag(tag: ContactTag) {
    const answer = await confirm({
      title: t('contacts.deleteTagTitle'),
      message: t('contacts.deleteTagMessage', { name: tag.title }),
      actions: { confirm: { label: t('contacts.deleteTag') } },
    });
    if (answer === 'confirmed') remove.mutate(tag.id);
  }

  const failure = create.error ?? remove.error;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('contacts.manageTags')}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {errorText(failure)}
          </Alert>
        )}
        <Stack
          component="form"
          noValidate
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start', pt: 1 }}
          onSubmit={addTag}
        >
          <FormTextField
            control={control}
            name="title"
            label={t('contacts.newTag')}
            autoComplete="off"
            size="small"
            slotProps={{ htmlInput: { maxLength: TAG_MAX_LENGTH } }}
          />
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('contacts.addTag')}
          </Button>
        </Stack>
        <List aria-label={t('contacts.tags')}>
          {(tags.data ?? []).map((tag) => (
            <ListItem
              key={tag.id}
              disableGutters
              secondaryAction={
                <>
                  <IconButton
                    aria-label={t('contacts.renameTagNamed', { name: tag.title })}
                    onClick={() => setRenaming(tag)}
                  >
                    <Edit />
                  </IconButton>
                  <IconButton
                    edge="end"
                    aria-label={t('contacts.deleteTagNamed', { name: tag.title })}
                    onClick={() => void deleteTag(tag)}
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
          title={t('contacts.renameTag')}
          label={t('contacts.tagName')}
          initialValue={renaming.title}
          schema={TagTitleSchema}
          maxLength={TAG_MAX_LENGTH}
          pending={rename.isPending}
          error={rename.error}
          onClose={() => setRenaming(null)}
          onSubmit={(title) =>
            rename.mutate({ id: renaming.id, title }, { onSuccess: () => setRenaming(null) })
          }
        />
      )}
    </Dialog>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
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
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useConfirmedDelete } from '@/shared/ui/confirmation-dialog/use-confirmed-delete';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { RenameDialog } from '@/shared/ui/form/RenameDialog';
import { TextInput } from '@/shared/ui/form/TextInput';

export type Tag = { id: string; title: string };

/** A change to the tags, as a TanStack mutation offers it (the feature's own api/ hook). */
export type TagAction<Variables> = {
  mutate(variables: Variables, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }): void;
  isPending: boolean;
};

type Props = {
  open: boolean;
  onClose: () => void;
  /**
   * The translation group of the feature's wording: `title` (the dialog's), `newTag` (the field that adds one),
   * `rename` and `deleteTag` (a tag's buttons, with `{{title}}`), `renameTitle` and `tagName` (the rename dialog), and
   * the confirmation's `deleteTitle`, `deleteMessage` and `delete` (see useConfirmedDelete). Optional: `deleted` (the
   * notice once one is deleted; else none), `list` (the list's name; else the title) and `none` (said when there is
   * no tag; else the list is empty).
   */
  keys: string;
  tags: readonly Tag[];
  /** A title as the feature's handlers take it: trimmed, not empty, at most maxLength (messages as keys). */
  schema: z.ZodType<string, string>;
  maxLength: number;
  create: TagAction<string>;
  rename: TagAction<{ id: string; title: string }>;
  remove: TagAction<string>;
  /** Told once a tag is deleted, as a form holding its id may need to be. */
  onDeleted?: (id: string) => void;
  /** How a refused call reads; the API error's sentence unless the feature has its own. */
  errorText?: (error: unknown) => string;
};

/**
 * A feature's tags (or labels, the same by another name): add one, rename one, or delete one after the confirmation.
 * What a tag is attached to, and what deleting it takes it off, is the feature's: its actions and its texts.
 */
export function ManageTagsDialog({ open, onClose, keys, ...content }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      fullScreen={phone}
      // Its forms are portaled, but React bubbles their submits on to a form the dialog is opened from.
      onSubmit={(event) => event.stopPropagation()}
    >
      <DialogTitle id={titleId}>{t(`${keys}.title`)}</DialogTitle>
      {/* Unmounted with the closed dialog, so a dialog kept mounted opens afresh: empty field, no old refusal. */}
      <TagsContent keys={keys} onClose={onClose} {...content} />
    </Dialog>
  );
}

function TagsContent({
  onClose,
  keys,
  tags,
  schema,
  maxLength,
  create,
  rename,
  remove,
  onDeleted,
  errorText,
}: Omit<Props, 'open'>) {
  const { t, i18n } = useTranslation();
  const [title, setTitle] = useState('');
  const newTagField = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const [renaming, setRenaming] = useState<Tag | null>(null);
  const [renameFailure, setRenameFailure] = useState<unknown>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const { askToDelete, deletedNotice } = useConfirmedDelete(keys, {
    mutate: (id, options) => {
      setFailure(null);
      remove.mutate(id, {
        onSuccess: () => {
          onDeleted?.(id);
          options.onSuccess();
          // The confirmation gave the focus back to the deleted tag's button, which is gone: keep it in the dialog.
          newTagField.current?.focus();
        },
        onError: setFailure,
      });
    },
  });

  const addTag = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(title);
    if (!parsed.success) return;
    setFailure(null);
    create.mutate(parsed.data, {
      onSuccess: () => {
        setTitle('');
        newTagField.current?.focus();
      },
      onError: setFailure,
    });
  };

  const startRenaming = (tag: Tag) => {
    setRenameFailure(null);
    setRenaming(tag);
  };

  return (
    <>
      <DialogContent>
        {failure !== null &&
          (errorText ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {errorText(failure)}
            </Alert>
          ) : (
            <ApiErrorAlert error={failure} />
          ))}
        <Stack component="form" direction="row" spacing={1} onSubmit={addTag} sx={{ pt: 1 }}>
          <TextInput
            label={t(`${keys}.newTag`)}
            inputRef={newTagField}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            autoComplete="off"
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength } }}
          />
          <Button
            type="submit"
            variant="outlined"
            loading={create.isPending}
            disabled={!title.trim()}
            sx={{ flexShrink: 0 }}
          >
            {t('common.add')}
          </Button>
        </Stack>
        {tags.length === 0 && i18n.exists(`${keys}.none`) ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t(`${keys}.none`)}
          </Typography>
        ) : (
          <List dense aria-label={t(i18n.exists(`${keys}.list`) ? `${keys}.list` : `${keys}.title`)}>
            {tags.map((tag) => (
              <ListItem
                key={tag.id}
                // Room for both buttons: a long title wraps instead of running under them.
                sx={{ pr: 12 }}
                secondaryAction={
                  <>
                    <IconButton
                      aria-label={t(`${keys}.rename`, { title: tag.title })}
                      onClick={() => startRenaming(tag)}
                    >
                      <EditOutlined />
                    </IconButton>
                    <IconButton
                      edge="end"
                      aria-label={t(`${keys}.deleteTag`, { title: tag.title })}
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
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
      {renaming && (
        <RenameDialog
          title={t(`${keys}.renameTitle`)}
          label={t(`${keys}.tagName`)}
          initialValue={renaming.title}
          schema={schema}
          maxLength={maxLength}
          pending={rename.isPending}
          error={renameFailure}
          onClose={() => setRenaming(null)}
          onSubmit={(newTitle) =>
            rename.mutate(
              { id: renaming.id, title: newTitle },
              { onSuccess: () => setRenaming(null), onError: setRenameFailure },
            )
          }
        />
      )}
      {deletedNotice}
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import { RenameDialog } from '@/shared/ui/form/RenameDialog';
import { useUpdateList } from '../api/update-list';
import { TITLE_MAX, TitleSchema } from '../titles';
import type { ListData } from '../types';

type Props = { boardId: string; list: ListData; onDelete: () => void };

/** A list's menu: rename it, or delete it with its cards (`onDelete` asks first). */
export function ListMenu({ boardId, list, onDelete }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [renaming, setRenaming] = useState(false);
  const rename = useUpdateList(boardId);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('scrumboard.list.actions', { title: list.title })}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setRenaming(true);
          }}
        >
          {t('scrumboard.list.rename')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onDelete();
          }}
        >
          {t('scrumboard.list.deleteList')}
        </MenuItem>
      </Menu>
      {renaming && (
        <RenameDialog
          title={t('scrumboard.list.renameTitle')}
          label={t('scrumboard.list.name')}
          initialValue={list.title}
          schema={TitleSchema}
          maxLength={TITLE_MAX}
          pending={rename.isPending}
          error={rename.error}
          onClose={() => setRenaming(false)}
          onSubmit={(title) => rename.mutate({ id: list.id, title }, { onSuccess: () => setRenaming(false) })}
        />
      )}
    </>
  );
}

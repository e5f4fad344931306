import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shortcut } from '@taka/demo-api/schemas/common';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import Check from '@mui/icons-material/Check';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useConfirmedDelete } from '@/shared/ui/confirmation-dialog/use-confirmed-delete';
import { useToast } from '@/shared/ui/toast/ToastProvider';
import type { PanelProps } from '../ShellPanelButtons';
import { PanelFrame } from '../PanelFrame';
import { useDeleteShortcut } from './api/delete-shortcut';
import { useShortcuts } from './api/list-shortcuts';
import { useReorderShortcuts } from './api/reorder-shortcuts';
import { ShortcutDialog } from './ShortcutDialog';
import { ShortcutTile } from './ShortcutTile';
import { SortableShortcuts } from './SortableShortcuts';

/** Which shortcut the editor is open for: `null` adds one. */
type Editing = Shortcut | null | undefined;

/** The shortcuts panel (SPEC 3.1): a grid of links; in edit mode add, change, remove and reorder them. */
export function ShortcutsPanel({ anchor, onClose }: PanelProps) {
  const { t } = useTranslation();
  const shortcuts = useShortcuts();
  const reorder = useReorderShortcuts();
  const showToast = useToast();
  const [editMode, setEditMode] = useState(false);
  const [editing, setEditing] = useState<Editing>(undefined);
  const { askToDelete, deletedNotice } = useConfirmedDelete('shellPanels.shortcuts', useDeleteShortcut());
  const list = shortcuts.data ?? [];

  return (
    <>
      <PanelFrame
        anchor={anchor}
        onClose={onClose}
        title={t('shellPanels.shortcuts.title')}
        actions={
          <>
            <IconButton aria-label={t('shellPanels.shortcuts.add')} onClick={() => setEditing(null)}>
              <Add />
            </IconButton>
            <IconButton
              aria-label={t('shellPanels.shortcuts.editMode')}
              aria-pressed={editMode}
              onClick={() => setEditMode((on) => !on)}
            >
              {editMode ? <Check /> : <EditOutlined />}
            </IconButton>
          </>
        }
      >
        {shortcuts.isPending ? (
          <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            {[0, 1, 2, 3].map((tile) => (
              <Skeleton key={tile} variant="rounded" height={96} />
            ))}
          </Box>
        ) : shortcuts.isError ? (
          <Box sx={{ p: 3, textAlign: 'center' }}>
            <Typography>{t('shellPanels.shortcuts.loadFailed')}</Typography>
            <Button sx={{ mt: 1 }} onClick={() => void shortcuts.refetch()}>
              {t('common.retry')}
            </Button>
          </Box>
        ) : list.length === 0 ? (
          <Box sx={{ p: 4, textAlign: 'center' }}>
            <AppsOutlined aria-hidden sx={{ fontSize: 48, color: 'primary.main' }} />
            <Typography component="h3" variant="subtitle1" sx={{ mt: 1, fontWeight: 600 }}>
              {t('shellPanels.shortcuts.emptyTitle')}
            </Typography>
            <Typography color="text.secondary">{t('shellPanels.shortcuts.emptyText')}</Typography>
          </Box>
        ) : editMode ? (
          <SortableShortcuts
            shortcuts={list}
            onReorder={(next) =>
              reorder.mutate(next, {
                onError: () => showToast({ severity: 'error', message: t('shellPanels.actionFailed') }),
              })
            }
            onEdit={setEditing}
            onDelete={(shortcut) => void askToDelete({ id: shortcut.id, name: shortcut.label })}
          />
        ) : (
          <Box
            component="ul"
            aria-label={t('shellPanels.shortcuts.title')}
            sx={{ m: 0, p: 1, listStyle: 'none', display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.5 }}
          >
            {list.map((shortcut) => (
              <li key={shortcut.id}>
                <ShortcutTile shortcut={shortcut} onOpen={onClose} />
              </li>
            ))}
          </Box>
        )}
        {editing !== undefined && (
          <ShortcutDialog shortcut={editing ?? undefined} onClose={() => setEditing(undefined)} />
        )}
      </PanelFrame>
      {deletedNotice}
    </>
  );
}

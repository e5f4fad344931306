import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { Shortcut } from '@taka/demo-api/schemas/common';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useListDragAnnouncements } from '@/shared/ui/sortable/use-list-drag-announcements';
import { useSortableListSensors } from '@/shared/ui/sortable/use-sortable-list-sensors';
import { useSortableTransition } from '@/shared/ui/sortable/use-sortable-transition';
import { ShortcutIcon } from './ShortcutIcon';

type Props = {
  shortcuts: Shortcut[];
  onReorder: (shortcuts: Shortcut[]) => void;
  onEdit: (shortcut: Shortcut) => void;
  onDelete: (shortcut: Shortcut) => void;
};

function SortableTile({
  shortcut,
  onEdit,
  onDelete,
}: { shortcut: Shortcut } & Pick<Props, 'onEdit' | 'onDelete'>) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: shortcut.id, transition: useSortableTransition() });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 1,
        bgcolor: 'background.paper',
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 4 : undefined,
      }}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <IconButton
        size="small"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('shellPanels.shortcuts.move', { name: shortcut.label })}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <ShortcutIcon name={shortcut.icon} fontSize="small" color="primary" />
      <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
        {shortcut.label}
      </Typography>
      <IconButton
        size="small"
        aria-label={t('shellPanels.shortcuts.edit', { name: shortcut.label })}
        onClick={() => onEdit(shortcut)}
      >
        <EditOutlined fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('shellPanels.shortcuts.deleteOne', { name: shortcut.label })}
        onClick={() => onDelete(shortcut)}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Box>
  );
}

const shortcutLabel = (shortcut: Shortcut | undefined) => shortcut?.label ?? '';

/** The shortcuts while being edited: each can be changed, removed or dragged (pointer, touch or keyboard). */
export function SortableShortcuts({ shortcuts, onReorder, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const sensors = useSortableListSensors();
  const accessibility = useListDragAnnouncements(shortcuts, shortcutLabel, 'shellPanels.shortcuts.drag');
  function drop({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = shortcuts.findIndex((shortcut) => shortcut.id === active.id);
    const to = shortcuts.findIndex((shortcut) => shortcut.id === over.id);
    onReorder(arrayMove(shortcuts, from, to));
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={accessibility}
    >
      <SortableContext items={shortcuts.map((shortcut) => shortcut.id)} strategy={rectSortingStrategy}>
        <Box
          component="ul"
          aria-label={t('shellPanels.shortcuts.title')}
          sx={{ m: 0, p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}
        >
          {shortcuts.map((shortcut) => (
            <SortableTile key={shortcut.id} shortcut={shortcut} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

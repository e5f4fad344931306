import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DndContext, closestCenter, type DragEndEvent, type Modifier } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import DragIndicator from '@mui/icons-material/DragIndicator';
import type { Task, TaskTag } from '@taka/demo-api/schemas/tasks';
import { moveTask } from '../task-order';
import { TaskRow } from './TaskRow';
import { useListDragAnnouncements } from '@/shared/ui/sortable/use-list-drag-announcements';
import { useSortableListSensors } from '@/shared/ui/sortable/use-sortable-list-sensors';
import { useSortableTransition } from '@/shared/ui/sortable/use-sortable-transition';

type Props = {
  tasks: readonly Task[];
  tags: ReadonlyMap<string, TaskTag>;
  selectedId?: string;
  onToggleCompleted: (task: Task) => void;
  onReorder: (tasks: Task[]) => void;
};

const taskName = (task: Task | undefined, t: TFunction) =>
  task?.title || t(task?.type === 'section' ? 'tasks.untitledSection' : 'tasks.untitledTask');

/** Rows move only up and down. */
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * Tasks and sections in order, each moved by its handle: dragged with a mouse, pressed and dragged on a touch
 * screen, or lifted with Space, moved with the arrow keys and dropped with Space (Escape puts it back).
 */
export function SortableTaskList({ tasks, tags, selectedId, onToggleCompleted, onReorder }: Props) {
  const { t } = useTranslation();
  const sensors = useSortableListSensors();
  const accessibility = useListDragAnnouncements(tasks, taskName, 'tasks.drag');
  const drop = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onReorder(moveTask(tasks, String(active.id), String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheList]}
      accessibility={accessibility}
      onDragEnd={drop}
    >
      <SortableContext items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
        <Box component="ul" aria-label={t('tasks.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {tasks.map((task) => (
            <SortableTaskRow
              key={task.id}
              task={task}
              tags={tags}
              selected={task.id === selectedId}
              onToggleCompleted={onToggleCompleted}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

type RowProps = Pick<Props, 'tags' | 'onToggleCompleted'> & { task: Task; selected: boolean };

function SortableTaskRow({ task, tags, selected, onToggleCompleted }: RowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: task.id, transition: useSortableTransition() });
  const name = taskName(task, t);
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t('tasks.moveNamed', { title: name })}
      size="small"
      sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
    >
      <DragIndicator fontSize="small" />
    </IconButton>
  );
  return (
    <TaskRow
      task={task}
      tags={tags}
      selected={selected}
      onToggleCompleted={onToggleCompleted}
      handle={handle}
      rowRef={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      dragging={isDragging}
    />
  );
}

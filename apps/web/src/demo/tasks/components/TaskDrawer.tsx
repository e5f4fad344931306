import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Drawer from '@mui/material/Drawer';
import type { Task } from '@taka/demo-api/schemas/tasks';
import { useConfirmedDelete } from '@/shared/ui/confirmation-dialog/use-confirmed-delete';
import { useToast } from '@/shared/ui/toast/ToastProvider';
import { useDeleteTask } from '../api/delete-task';
import { useHandlerErrorText } from '../use-handler-error-text';
import { TaskPanel } from './TaskPanel';

type Props = {
  taskId?: string;
  /** A task just made and not saved yet: its title field takes the focus. */
  isNew: boolean;
  onClose: () => void;
};

/** The open task beside the list: a side panel on wide screens, the whole screen on phones. */
export function TaskDrawer({ taskId, isNew, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const showToast = useToast();
  const errorText = useHandlerErrorText();
  const remove = useDeleteTask();
  // The last task stays in the panel while it slides away.
  const [shownId, setShownId] = useState(taskId);
  if (taskId !== undefined && taskId !== shownId) setShownId(taskId);
  // A new task left unsaved is not shown while it slides away: it is being removed.
  const [discardedId, setDiscardedId] = useState<string>();

  const deleteFailed = (error: unknown) =>
    showToast({ severity: 'error', title: t('tasks.deleteFailed'), message: errorText(error) });
  const { askToDelete, deletedNotice } = useConfirmedDelete('tasks', {
    mutate: (id, { onSuccess }) =>
      remove.mutate(id, {
        onSuccess: () => {
          onSuccess();
          onClose();
        },
        onError: deleteFailed,
      }),
  });
  // A new task is posted at once, empty and placed first (SPEC 4). Left without saving (Cancel, the close button,
  // Escape, a click beside the drawer), it was never the customer's: it is removed, no "Untitled task" stays behind.
  const dismiss = () => {
    if (isNew && taskId !== undefined) {
      setDiscardedId(taskId);
      remove.mutate(taskId, { onError: deleteFailed });
    }
    onClose();
  };

  const askToDeleteTask = (task: Task) =>
    void askToDelete({
      id: task.id,
      name: task.title || t(task.type === 'section' ? 'tasks.untitledSection' : 'tasks.untitledTask'),
    });

  return (
    <>
      <Drawer
        anchor="right"
        open={taskId !== undefined}
        onClose={dismiss}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { width: { xs: '100%', sm: 480, md: 560 } },
          },
        }}
      >
        {shownId !== undefined && shownId !== discardedId && (
          <TaskPanel
            key={shownId}
            taskId={shownId}
            titleId={titleId}
            isNew={isNew}
            onClose={dismiss}
            onSaved={onClose}
            onDelete={askToDeleteTask}
          />
        )}
      </Drawer>
      {deletedNotice}
    </>
  );
}

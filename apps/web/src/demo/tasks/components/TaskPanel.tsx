import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import SearchOff from '@mui/icons-material/SearchOff';
import type { Task } from '@taka/demo-api/schemas/tasks';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { useTask } from '../api/get-task';
import { TaskForm } from './TaskForm';

type Props = {
  taskId: string;
  titleId: string;
  isNew: boolean;
  /** Leaves the task as it is saved (a new one, unsaved, is removed: TaskDrawer). */
  onClose: () => void;
  onSaved: () => void;
  onDelete: (task: Task) => void;
};

/** One task in the drawer: loading, failed, not found, or its form. */
export function TaskPanel({ taskId, titleId, isNew, onClose, onSaved, onDelete }: Props) {
  const { t } = useTranslation();
  const task = useTask(taskId);

  let body;
  if (task.isPending) {
    body = (
      <Box role="status" sx={{ p: 3 }}>
        <Typography id={titleId} sx={visuallyHidden}>
          {t('tasks.loadingTask')}
        </Typography>
        <Stack spacing={2}>
          <Skeleton width="50%" height={40} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      </Box>
    );
  } else if (task.isError) {
    body = (
      <Box sx={{ p: 3, pt: 8 }}>
        <Typography id={titleId} sx={visuallyHidden}>
          {t('tasks.taskLoadFailed')}
        </Typography>
        <LoadFailed
          icon={SearchOff}
          title={t('tasks.taskLoadFailed')}
          text={t('tasks.loadFailedText')}
          onRetry={() => void task.refetch()}
        />
      </Box>
    );
  } else if (task.data === null) {
    body = (
      <Stack spacing={2} sx={{ p: 3, pt: 10, alignItems: 'center', textAlign: 'center' }}>
        <SearchOff aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
        <Typography id={titleId} component="h2" variant="h6">
          {t('tasks.notFound')}
        </Typography>
        <Typography color="text.secondary">{t('tasks.notFoundText')}</Typography>
        <Button variant="contained" onClick={onClose}>
          {t('tasks.backToList')}
        </Button>
      </Stack>
    );
  } else {
    const shown = task.data;
    body = (
      <TaskForm
        task={shown}
        titleId={titleId}
        isNew={isNew}
        onSaved={onSaved}
        onCancel={onClose}
        onDelete={() => onDelete(shown)}
      />
    );
  }

  return (
    <Box sx={{ position: 'relative', minHeight: '100%' }}>
      <IconButton
        aria-label={t('tasks.closeTask')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 12, right: 12, zIndex: 2 }}
      >
        <Close />
      </IconButton>
      {body}
    </Box>
  );
}

import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddTask from '@mui/icons-material/AddTask';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import type { Task } from '@taka/demo-api/schemas/tasks';
import { PageHeading } from '@/shared/ui/PageHeading';
import { TextInput } from '@/shared/ui/form/TextInput';
import { useToast } from '@/shared/ui/toast/ToastProvider';
import { useCreateTask } from './api/create-task';
import { useTasks } from './api/get-tasks';
import { TaskDrawer } from './components/TaskDrawer';
import { TaskListArea } from './components/TaskListArea';
import { countTasks } from './task-order';
import { useHandlerErrorText } from './use-handler-error-text';

type Props = {
  /** The task open in the drawer (route /apps/tasks/{id}); none on /apps/tasks. */
  taskId?: string;
};

/** The to-do list: sections and tasks in the customer's order, a search, and the open task in a drawer. */
export function TasksPage({ taskId }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showToast = useToast();
  const errorText = useHandlerErrorText();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const tasks = useTasks();
  const create = useCreateTask();
  // A task or section just made opens with its title field ready to type in.
  const [newTaskId, setNewTaskId] = useState<string | null>(null);

  const add = (type: Task['type']) =>
    create.mutate(type, {
      onSuccess: (task) => {
        setNewTaskId(task.id);
        void navigate({ to: '/apps/tasks/$taskId', params: { taskId: task.id } });
      },
      onError: (error) =>
        showToast({ severity: 'error', title: t('tasks.createFailed'), message: errorText(error) }),
    });

  const closeDrawer = () => {
    setNewTaskId(null);
    void navigate({ to: '/apps/tasks' });
  };

  const counts = tasks.data ? countTasks(tasks.data) : null;
  return (
    <>
      <PageHeading titleKey="pages.tasks.title">{t('tasks.intro')}</PageHeading>
      <Typography color="text.secondary" role="status" sx={{ mb: 2, minHeight: 24 }}>
        {counts ? t('tasks.counts', { remaining: counts.remaining, count: counts.total }) : ''}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { md: 'center' }, maxWidth: 960 }}
      >
        <TextInput
          type="search"
          label={t('tasks.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          size="small"
          sx={{ flex: 1 }}
        />
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            startIcon={<AddTask />}
            onClick={() => add('task')}
            disabled={create.isPending}
          >
            {t('tasks.newTask')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<PlaylistAdd />}
            onClick={() => add('section')}
            disabled={create.isPending}
          >
            {t('tasks.newSection')}
          </Button>
        </Stack>
      </Stack>
      <TaskListArea tasks={tasks} search={query} selectedId={taskId} />
      <TaskDrawer
        taskId={taskId}
        isNew={taskId !== undefined && taskId === newTaskId}
        onClose={closeDrawer}
      />
    </>
  );
}

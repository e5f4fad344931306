import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Checklist from '@mui/icons-material/Checklist';
import SearchOff from '@mui/icons-material/SearchOff';
import type { Task } from '@taka/demo-api/schemas/tasks';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { useTaskSearch } from '../api/get-tasks';
import { useReorderTasks } from '../api/reorder-tasks';
import { useTags } from '../api/get-tags';
import { useUpdateTask } from '../api/update-task';
import { SortableTaskList } from './SortableTaskList';
import { TaskListSkeleton } from './TaskListSkeleton';
import { TaskRow } from './TaskRow';

type Props = { tasks: UseQueryResult<Task[]>; search: string; selectedId?: string };

/** The list in its states: loading, failed, empty, searched (matches marked) or the full sortable list. */
export function TaskListArea({ tasks, search, selectedId }: Props) {
  const { t } = useTranslation();
  const found = useTaskSearch(search);
  const tags = useTags();
  const tagsById = useMemo(() => new Map((tags.data ?? []).map((tag) => [tag.id, tag])), [tags.data]);
  const update = useUpdateTask();
  const reorder = useReorderTasks();
  const toggle = (task: Task) => update.mutate({ id: task.id, task: { completed: !task.completed } });

  if (tasks.isError)
    return (
      <LoadFailed
        icon={Checklist}
        title={t('tasks.loadFailed')}
        text={t('tasks.loadFailedText')}
        onRetry={() => void tasks.refetch()}
      />
    );
  if (tasks.data?.length === 0)
    return <EmptyState icon={Checklist} title={t('tasks.empty')} text={t('tasks.emptyText')} />;

  let list;
  if (!tasks.data || (search && !found.data)) list = <TaskListSkeleton />;
  else if (search) {
    const results = found.data ?? [];
    if (results.length === 0)
      return (
        <EmptyState
          icon={SearchOff}
          title={t('tasks.noMatches')}
          text={t('tasks.noMatchesText', { search })}
        />
      );
    list = (
      <>
        <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {t('tasks.matches', { count: results.length })}
        </Typography>
        <Box component="ul" aria-label={t('tasks.searchResults')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {results.map((result) => {
            // The search's copy carries the marked title; the list's copy the latest completed state.
            const task = tasks.data.find((item) => item.id === result.id) ?? result;
            return (
              <TaskRow
                key={result.id}
                task={task}
                titleHtml={result.title}
                tags={tagsById}
                selected={result.id === selectedId}
                onToggleCompleted={toggle}
              />
            );
          })}
        </Box>
      </>
    );
  } else
    list = (
      <SortableTaskList
        tasks={tasks.data}
        tags={tagsById}
        selectedId={selectedId}
        onToggleCompleted={toggle}
        onReorder={(ordered) => reorder.mutate(ordered)}
      />
    );

  return (
    <Paper variant="outlined" sx={{ maxWidth: 960, borderRadius: 3, overflow: 'hidden' }}>
      {list}
    </Paper>
  );
}

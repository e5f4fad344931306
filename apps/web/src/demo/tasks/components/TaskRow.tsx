import type { CSSProperties, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Event from '@mui/icons-material/EventOutlined';
import type { Task, TaskTag } from '@taka/demo-api/schemas/tasks';
import { useFormat } from '@/shared/i18n/use-format';
import { TextLink } from '@/shared/ui/links';
import { SanitizedHtml } from '@/shared/ui/SanitizedHtml';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { PriorityIcon } from './PriorityIcon';

export const ROW_HEIGHT = 56;

/** Search results' titles carry <mark> around the match and nothing else. */
const MARKED_TITLE = { ALLOWED_TAGS: ['mark'], ALLOWED_ATTR: [] };

type Props = {
  task: Task;
  tags: ReadonlyMap<string, TaskTag>;
  /** The title as HTML with the search's matches marked (search results). */
  titleHtml?: string;
  selected: boolean;
  onToggleCompleted: (task: Task) => void;
  /** The drag handle (the sortable list), none in search results. */
  handle?: ReactNode;
  rowRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  dragging?: boolean;
};

/** One task (a completed box, its title linking to the drawer, due date, tags, priority) or a section header. */
export function TaskRow({
  task,
  tags,
  titleHtml,
  selected,
  onToggleCompleted,
  handle,
  rowRef,
  style,
  dragging,
}: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const section = task.type === 'section';
  const name = task.title || t(section ? 'tasks.untitledSection' : 'tasks.untitledTask');
  const title =
    titleHtml && task.title ? (
      <SanitizedHtml component="span" html={titleHtml} config={MARKED_TITLE} />
    ) : (
      name
    );
  const link = (
    <TextLink
      to="/apps/tasks/$taskId"
      params={{ taskId: task.id }}
      color="inherit"
      underline="hover"
      aria-current={selected ? 'page' : undefined}
      sx={{
        flex: 1,
        minWidth: 0,
        py: 1,
        overflowWrap: 'anywhere',
        textDecoration: task.completed ? 'line-through' : undefined,
        color: task.completed || !task.title ? 'text.secondary' : undefined,
      }}
    >
      {title}
    </TextLink>
  );
  return (
    <Box
      component="li"
      ref={rowRef}
      style={style}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: ROW_HEIGHT,
        pl: handle ? 0.5 : 2,
        pr: 2,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: selected ? 'action.selected' : section ? 'action.hover' : 'background.paper',
        position: 'relative',
        zIndex: dragging ? 1 : undefined,
        boxShadow: dragging ? 4 : undefined,
      }}
    >
      {handle}
      {section ? (
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1, display: 'flex' }}>
          {link}
        </Typography>
      ) : (
        <>
          <Checkbox
            checked={task.completed}
            onChange={() => onToggleCompleted(task)}
            slotProps={{ input: { 'aria-label': t('tasks.completedNamed', { title: name }) } }}
          />
          {link}
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', display: { xs: 'none', sm: 'flex' } }}
          >
            {task.tags
              .map((id) => tags.get(id))
              .map((tag) => tag && <Chip key={tag.id} label={tag.title} size="small" variant="outlined" />)}
          </Stack>
          {task.dueDate && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <Event aria-hidden fontSize="small" />
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('tasks.due')}{' '}
                </Box>
                {format.date(task.dueDate)}
              </Typography>
            </Stack>
          )}
          <PriorityIcon priority={task.priority} labelled />
        </>
      )}
    </Box>
  );
}

import { useTranslation } from 'react-i18next';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardDoubleArrowUp from '@mui/icons-material/KeyboardDoubleArrowUp';
import Remove from '@mui/icons-material/Remove';
import type { Task } from '@taka/demo-api/schemas/tasks';

export const PRIORITIES = [0, 1, 2] as const satisfies readonly Task['priority'][];
export const PRIORITY_KEYS = { 0: 'low', 1: 'normal', 2: 'high' } as const;

const ICONS = { 0: KeyboardArrowDown, 1: Remove, 2: KeyboardDoubleArrowUp } as const;
const COLORS = { 0: 'success.main', 1: 'text.secondary', 2: 'error.main' } as const;

type Props = {
  priority: Task['priority'];
  /** Named for screen readers (in the list); decorative beside a text that names it (in the select). */
  labelled?: boolean;
};

/** Low (arrow down, green), normal (dash) or high (double arrow up, red). */
export function PriorityIcon({ priority, labelled = false }: Props) {
  const { t } = useTranslation();
  const Icon = ICONS[priority];
  const name = t(`tasks.priority.${PRIORITY_KEYS[priority]}`);
  return labelled ? (
    <Icon titleAccess={name} fontSize="small" sx={{ color: COLORS[priority] }} />
  ) : (
    <Icon aria-hidden fontSize="small" sx={{ color: COLORS[priority] }} />
  );
}

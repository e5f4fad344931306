import { useTranslation } from 'react-i18next';
import type { CourseStep } from '@taka/demo-api/schemas/academy';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TaskAlt from '@mui/icons-material/TaskAlt';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import PlayCircle from '@mui/icons-material/PlayCircle';

type Props = {
  steps: CourseStep[];
  current: number;
  onSelect: (order: number) => void;
  /** In the phone drawer: the focus starts on the current step. */
  focusCurrent?: boolean;
};

/** Every step of a course, to jump to: the steps before the current one are marked done. */
export function StepList({ steps, current, onSelect, focusCurrent = false }: Props) {
  const { t } = useTranslation();
  return (
    <List component="ol" dense disablePadding>
      {steps.map((step) => {
        const state = step.order < current ? 'done' : step.order === current ? 'current' : 'upcoming';
        const Icon = state === 'done' ? TaskAlt : state === 'current' ? PlayCircle : RadioButtonUnchecked;
        return (
          <ListItem key={step.order} disablePadding>
            <ListItemButton
              selected={state === 'current'}
              autoFocus={focusCurrent && state === 'current'}
              aria-current={state === 'current' ? 'step' : undefined}
              onClick={() => onSelect(step.order)}
              sx={{ borderRadius: 2 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" color={state === 'upcoming' ? 'disabled' : 'primary'} aria-hidden />
              </ListItemIcon>
              <ListItemText
                primary={step.title}
                secondary={t(`academy.stepState.${state}`, { number: step.order + 1 })}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

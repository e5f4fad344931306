import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseWithSteps } from '@taka/demo-api/schemas/academy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Check from '@mui/icons-material/Check';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import { SanitizedHtml } from '@/shared/ui/SanitizedHtml';
import { useSaveProgress } from '../api/save-progress';
import { CourseFinished } from './CourseFinished';
import { LESSON_STYLES } from './lesson-styles';
import { StepList } from './StepList';

/**
 * A course, one step at a time, from where the learner left it. Every move is saved as the learner's progress;
 * Finish on the last step counts the course as completed and shows the finished state.
 */
export function CourseStepper({ course }: { course: CourseWithSteps }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const save = useSaveProgress();
  const total = course.steps.length;
  const [current, setCurrent] = useState(() => Math.min(course.progress.currentStep, total));
  const [stepsOpen, setStepsOpen] = useState(false);
  const moved = useRef(false);
  const focusTarget = useRef<HTMLDivElement>(null);
  const finished = current >= total;
  const step = course.steps[Math.min(current, total - 1)]!;

  // After a move (not on arrival), the reader continues at the top of the new step.
  useEffect(() => {
    if (moved.current) focusTarget.current?.focus();
  }, [current]);

  const goTo = (order: number, finishing = false) => {
    moved.current = true;
    setCurrent(order);
    setStepsOpen(false);
    save.mutate({ id: course.id, currentStep: order, ...(finishing && { finished: true }) });
  };

  const stepList = (inDrawer: boolean) => (
    <StepList
      steps={course.steps}
      current={current}
      onSelect={(order) => goTo(order)}
      focusCurrent={inDrawer}
    />
  );
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
      {!phone && (
        <Paper
          component="nav"
          variant="outlined"
          aria-label={t('academy.stepList')}
          sx={{ width: 300, flexShrink: 0, p: 1, borderRadius: 3, position: 'sticky', top: 16 }}
        >
          {stepList(false)}
        </Paper>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {finished ? t('academy.allStepsDone') : t('academy.stepOf', { number: current + 1, total })}
          </Typography>
          {phone && (
            <Button startIcon={<FormatListNumbered />} onClick={() => setStepsOpen(true)}>
              {t('academy.stepList')}
            </Button>
          )}
        </Stack>
        <LinearProgress
          variant="determinate"
          value={Math.round((current / total) * 100)}
          aria-label={t('academy.progressOf', { title: course.title })}
          aria-valuetext={t('academy.progress', { done: current, total })}
          sx={{ height: 8, borderRadius: 4, mb: 3 }}
        />
        {finished ? (
          <CourseFinished ref={focusTarget} title={course.title} onRestart={() => goTo(0)} />
        ) : (
          <>
            <Paper
              ref={focusTarget}
              tabIndex={-1}
              component="article"
              variant="outlined"
              aria-label={t('academy.stepLabel', { number: current + 1, title: step.title })}
              sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3 }}
            >
              <SanitizedHtml html={step.content} sx={LESSON_STYLES} />
            </Paper>
            <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
              <Button
                variant="outlined"
                startIcon={<ArrowBack />}
                disabled={current === 0}
                onClick={() => goTo(current - 1)}
              >
                {t('academy.previous')}
              </Button>
              {current === total - 1 ? (
                <Button variant="contained" startIcon={<Check />} onClick={() => goTo(total, true)}>
                  {t('academy.finish')}
                </Button>
              ) : (
                <Button variant="contained" endIcon={<ArrowForward />} onClick={() => goTo(current + 1)}>
                  {t('academy.next')}
                </Button>
              )}
            </Stack>
          </>
        )}
      </Box>
      {phone && (
        <Drawer
          anchor="bottom"
          open={stepsOpen}
          onClose={() => setStepsOpen(false)}
          slotProps={{
            paper: { sx: { maxHeight: '80vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 } },
          }}
        >
          <Box component="nav" aria-label={t('academy.stepList')} sx={{ p: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, px: 2, py: 1 }}>
              {t('academy.stepList')}
            </Typography>
            {stepList(true)}
          </Box>
        </Drawer>
      )}
    </Stack>
  );
}

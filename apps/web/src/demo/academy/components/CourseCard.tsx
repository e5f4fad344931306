import { useTranslation } from 'react-i18next';
import type { Course } from '@taka/demo-api/schemas/academy';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Schedule from '@mui/icons-material/Schedule';
import ListAlt from '@mui/icons-material/ListAlt';
import { useFormat } from '@/shared/i18n/use-format';
import { ButtonLink } from '@/shared/ui/links';
import { calendarDayOf, isCompleted, stepsDone } from '../course-progress';
import { CategoryChip } from './CategoryChip';

/** One course in the list: what it is about, how long it takes and how far the learner has come. */
export function CourseCard({ course, categoryTitle }: { course: Course; categoryTitle: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const done = stepsDone(course);
  const day = calendarDayOf(course.updatedAt);
  const titleId = `course-${course.id}-title`;
  const action = done >= course.totalSteps ? 'review' : done > 0 ? 'continue' : 'start';
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <CategoryChip slug={course.category} title={categoryTitle} />
          {isCompleted(course) && (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              icon={<TaskAlt />}
              label={t('academy.completed')}
            />
          )}
        </Stack>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {course.title}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
          {course.description}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 2, color: 'text.secondary' }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Schedule fontSize="small" aria-hidden />
            <Typography variant="body2">{t('academy.duration', { count: course.duration })}</Typography>
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <ListAlt fontSize="small" aria-hidden />
            <Typography variant="body2">{t('academy.steps', { count: course.totalSteps })}</Typography>
          </Stack>
        </Stack>
        <Typography variant="body2" sx={{ mt: 2, mb: 0.5 }}>
          {t('academy.progress', { done, total: course.totalSteps })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.round((done / course.totalSteps) * 100)}
          aria-label={t('academy.progressOf', { title: course.title })}
          aria-valuetext={t('academy.progress', { done, total: course.totalSteps })}
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          {t('academy.updated', { date: day ? format.date(day) : course.updatedAt })}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <ButtonLink
          to="/apps/academy/$courseId"
          params={{ courseId: course.id }}
          variant={action === 'review' ? 'outlined' : 'contained'}
          aria-label={t(`academy.actionOf.${action}`, { title: course.title })}
        >
          {t(`academy.action.${action}`)}
        </ButtonLink>
      </CardActions>
    </Card>
  );
}

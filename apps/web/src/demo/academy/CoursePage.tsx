import { useTranslation } from 'react-i18next';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import School from '@mui/icons-material/School';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { TextLink } from '@/shared/ui/links';
import { useDocumentTitle } from '@/shared/ui/use-page-title';
import { useAcademyCategories } from './api/get-categories';
import { useCourse } from './api/get-course';
import { CategoryChip } from './components/CategoryChip';
import { CourseNotFound } from './components/CourseNotFound';
import { CourseStepper } from './components/CourseStepper';

/** One course as a stepper through its lessons. */
export function CoursePage({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const course = useCourse(courseId);
  const categories = useAcademyCategories();
  const found = course.data;
  const title = found?.title ?? (course.isPending ? t('pages.academy.title') : t('academy.notFound'));
  useDocumentTitle(title);
  const category = found && categories.data?.find((each) => each.slug === found.category);
  return (
    <>
      <Breadcrumbs aria-label={t('academy.breadcrumbs')} sx={{ mb: 2 }}>
        <TextLink to="/apps/academy" underline="hover" color="inherit">
          {t('pages.academy.title')}
        </TextLink>
        <Typography color="text.primary" aria-current="page">
          {course.isPending ? t('academy.loading') : title}
        </Typography>
      </Breadcrumbs>
      {course.isPending ? (
        <Stack spacing={2} role="status" aria-label={t('academy.loading')}>
          <Skeleton variant="text" sx={{ fontSize: '2.125rem', maxWidth: 480 }} />
          <Skeleton variant="rounded" height={8} />
          <Skeleton variant="rounded" height={420} sx={{ borderRadius: 3 }} />
        </Stack>
      ) : course.isError ? (
        <LoadFailed
          icon={School}
          title={t('academy.loadFailed')}
          text={t('academy.loadFailedText')}
          onRetry={() => void course.refetch()}
        />
      ) : !found ? (
        <>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 3 }}>
            {t('pages.academy.title')}
          </Typography>
          <CourseNotFound />
        </>
      ) : (
        <>
          <Stack spacing={1} sx={{ mb: 3 }}>
            <CategoryChip slug={found.category} title={category?.title ?? found.category} />
            <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
              {found.title}
            </Typography>
            <Typography color="text.secondary">{found.description}</Typography>
          </Stack>
          <CourseStepper key={found.id} course={found} />
        </>
      )}
    </>
  );
}

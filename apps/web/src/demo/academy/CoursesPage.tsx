import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import School from '@mui/icons-material/School';
import SearchOff from '@mui/icons-material/SearchOff';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useAcademyCategories } from './api/get-categories';
import { useCourses } from './api/get-courses';
import { CourseCard } from './components/CourseCard';
import { CourseCardsSkeleton } from './components/CourseCardsSkeleton';
import { CourseFilters } from './components/CourseFilters';
import { filterCourses, type CourseFilter } from './course-progress';

/** The academy: every course, narrowed by category, search words and whether it is completed. */
export function CoursesPage() {
  const { t } = useTranslation();
  const courses = useCourses();
  const categories = useAcademyCategories();
  const [filter, setFilter] = useState<CourseFilter>({ category: '', search: '', hideCompleted: false });
  const deferredFilter = useDeferredValue(filter);
  const shown = courses.data ? filterCourses(courses.data, deferredFilter) : [];
  const titleOf = (slug: string) =>
    categories.data?.find((category) => category.slug === slug)?.title ?? slug;
  return (
    <>
      <PageHeading titleKey="pages.academy.title">{t('academy.intro')}</PageHeading>
      <CourseFilters categories={categories.data ?? []} filter={filter} onChange={setFilter} />
      {courses.isPending ? (
        <CourseCardsSkeleton />
      ) : courses.isError ? (
        <LoadFailed
          icon={School}
          title={t('academy.loadFailed')}
          text={t('academy.loadFailedText')}
          onRetry={() => void courses.refetch()}
        />
      ) : (
        <>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('academy.shown', { count: shown.length })}
          </Typography>
          {shown.length === 0 ? (
            <EmptyState icon={SearchOff} title={t('academy.noCourses')} text={t('academy.noCoursesText')} />
          ) : (
            <Grid container spacing={3}>
              {shown.map((course) => (
                <Grid key={course.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <CourseCard course={course} categoryTitle={titleOf(course.category)} />
                </Grid>
              ))}
            </Grid>
          )}
        </>
      )}
    </>
  );
}

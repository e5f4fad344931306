import { useTranslation } from 'react-i18next';
import School from '@mui/icons-material/School';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ButtonLink } from '@/shared/ui/links';

/** An unknown course id: a way back to every course. */
export function CourseNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={School}
      title={t('academy.notFound')}
      text={t('academy.notFoundText')}
      action={
        <ButtonLink to="/apps/academy" variant="contained">
          {t('academy.backToCourses')}
        </ButtonLink>
      }
    />
  );
}

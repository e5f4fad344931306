import { useTranslation } from 'react-i18next';
import MenuBook from '@mui/icons-material/MenuBook';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ButtonLink } from '@/shared/ui/links';

/** What an unknown category or guide shows: a way back to every guide. */
export function GuideNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={MenuBook}
      title={t('helpCenter.guideNotFound')}
      text={t('helpCenter.guideNotFoundText')}
      action={
        <ButtonLink to="/apps/help-center/guides" variant="contained">
          {t('helpCenter.openGuides')}
        </ButtonLink>
      }
    />
  );
}

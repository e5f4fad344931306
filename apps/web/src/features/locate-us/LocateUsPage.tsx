import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/shared/ui/PageHeading';
import { LocationFinder } from './components/LocationFinder';

/** Locate Us for a signed-in customer, in the main layout. */
export function LocateUsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading titleKey="pages.locateUs.heading">{t('pages.locateUs.intro')}</PageHeading>
      <LocationFinder />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { GuestPageFrame } from '@/shared/ui/GuestPageFrame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { LocationFinder } from './components/LocationFinder';

/** Locate Us before signing in, in the frame of the public pages. */
export function GuestLocateUsPage() {
  const { t } = useTranslation();
  const title = usePageTitle('pages.locateUs.heading');
  return (
    <GuestPageFrame title={title}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('pages.locateUs.intro')}
      </Typography>
      <LocationFinder />
    </GuestPageFrame>
  );
}

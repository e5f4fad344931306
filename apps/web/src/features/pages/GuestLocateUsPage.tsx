import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { GuestPageFrame } from './components/GuestPageFrame';

/** Locate Us before signing in; the branch and ATM finder itself is being prepared. */
export function GuestLocateUsPage() {
  const { t } = useTranslation();
  const title = usePageTitle('pages.locateUs.title');
  return (
    <GuestPageFrame title={title}>
      <Typography component="h2" variant="h6">
        {t('pages.preparing.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('pages.preparing.text')}
      </Typography>
    </GuestPageFrame>
  );
}

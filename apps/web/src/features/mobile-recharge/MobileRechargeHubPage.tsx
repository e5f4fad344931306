import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Contacts from '@mui/icons-material/ContactPhoneOutlined';
import PersonAdd from '@mui/icons-material/PersonAddAlt';
import Smartphone from '@mui/icons-material/Smartphone';
import { HubCards } from '@/shared/ui/HubCards';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { RecentRechargeList } from './components/RecentRechargeList';

const CHOICES = [
  { key: 'recharge', to: '/mobile-recharge/mobile-recharge-without-beneficiary', icon: <Smartphone /> },
  { key: 'contacts', to: '/mobile-recharge/mobile-recharge-contacts', icon: <Contacts /> },
  { key: 'addBeneficiary', to: '/mobile-recharge/mobile-recharge-add-beneficiary', icon: <PersonAdd /> },
] as const;

/** Top up: recharge any number, pick a saved one, save one; and the numbers recharged lately. */
export function MobileRechargeHubPage() {
  const { t } = useTranslation();
  const title = usePageTitle('pages.mobileRecharge.title');
  const recentId = useId();
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {t('recharge.hub.intro')}
      </Typography>
      <HubCards
        items={CHOICES.map((choice) => ({
          ...choice,
          title: t(`recharge.hub.${choice.key}.title`),
          text: t(`recharge.hub.${choice.key}.text`),
          action: t(`recharge.hub.${choice.key}.action`),
        }))}
      />
      <Box component="section" aria-labelledby={recentId} sx={{ mt: 4, maxWidth: 760 }}>
        <Typography id={recentId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('recharge.recent.title')}
        </Typography>
        <RecentRechargeList labelId={recentId} />
      </Box>
    </>
  );
}

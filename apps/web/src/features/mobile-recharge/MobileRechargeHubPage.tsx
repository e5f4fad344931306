import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Contacts from '@mui/icons-material/ContactPhoneOutlined';
import PersonAdd from '@mui/icons-material/PersonAddAlt';
import Smartphone from '@mui/icons-material/Smartphone';
import { HubCards } from '@/shared/ui/HubCards';
import { RecentRechargeList } from './components/RecentRechargeList';
import { PageHeading } from '@/shared/ui/PageHeading';

const CHOICES = [
  { key: 'recharge', to: '/mobile-recharge/mobile-recharge-without-beneficiary', icon: <Smartphone /> },
  { key: 'contacts', to: '/mobile-recharge/mobile-recharge-contacts', icon: <Contacts /> },
  { key: 'addBeneficiary', to: '/mobile-recharge/mobile-recharge-add-beneficiary', icon: <PersonAdd /> },
] as const;

/** Top up: recharge any number, pick a saved one, save one; and the numbers recharged lately. */
export function MobileRechargeHubPage() {
  const { t } = useTranslation();
  const recentId = useId();
  return (
    <>
      <PageHeading titleKey="pages.mobileRecharge.title">{t('recharge.hub.intro')}</PageHeading>
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

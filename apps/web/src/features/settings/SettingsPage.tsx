import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { PageHeading } from '@/shared/ui/PageHeading';
import { LanguageAndThemeSection } from './components/LanguageAndThemeSection';
import { LinkSection } from './components/LinkSection';
import { NotificationPreferencesSection } from './components/NotificationPreferencesSection';
import { DevicesSection } from './devices/DevicesSection';
import { PasskeysSection } from './passkeys/PasskeysSection';

/** The security centre: profile, password, passkeys, where the customer is signed in, language, theme, alerts. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading titleKey="pages.settings.title">{t('settings.intro')}</PageHeading>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <LinkSection
            icon={<PersonOutlined />}
            title={t('settings.profile.title')}
            intro={t('settings.profile.intro')}
            to="/settings/personalise-profile"
            action={t('settings.profile.action')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <LinkSection
            icon={<LockResetOutlined />}
            title={t('settings.password.title')}
            intro={t('settings.password.intro')}
            to="/settings/change-login-password"
            action={t('settings.password.action')}
          />
        </Grid>
        <Grid size={12}>
          <PasskeysSection />
        </Grid>
        <Grid size={12}>
          <DevicesSection />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <LanguageAndThemeSection />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <NotificationPreferencesSection />
        </Grid>
      </Grid>
    </>
  );
}

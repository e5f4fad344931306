import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { useCurrentUser } from '@/shared/api/current-user';
import { PageHeading } from '@/shared/ui/PageHeading';
import { SettingsSection } from '../components/SettingsSection';
import { NicknameForm } from './NicknameForm';
import { ProfilePictureForm } from './ProfilePictureForm';

/** The customer's nickname and profile picture. */
export function PersonaliseProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <>
      <PageHeading titleKey="pages.personaliseProfile.title">{t('settings.profile.pageIntro')}</PageHeading>
      {user && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SettingsSection icon={<AccountCircleOutlined />} title={t('settings.profile.picture')}>
              <ProfilePictureForm user={user} />
            </SettingsSection>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SettingsSection icon={<BadgeOutlined />} title={t('settings.profile.nickname')}>
              <NicknameForm key={user.nickname} user={user} />
            </SettingsSection>
          </Grid>
        </Grid>
      )}
    </>
  );
}

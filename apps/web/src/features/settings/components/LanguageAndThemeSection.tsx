import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { AppearanceMenu } from '@/shared/ui/preferences/AppearanceMenu';
import { LanguageMenu } from '@/shared/ui/preferences/LanguageMenu';
import { SettingsSection } from './SettingsSection';

/** The shell's own language and appearance controls, here too: one preference, wherever it is changed. */
export function LanguageAndThemeSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      icon={<TranslateOutlined />}
      title={t('settings.preferences.title')}
      intro={t('settings.preferences.intro')}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography sx={{ minWidth: 120 }}>{t('settings.preferences.language')}</Typography>
          <LanguageMenu />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography sx={{ minWidth: 120 }}>{t('settings.preferences.appearance')}</Typography>
          <AppearanceMenu />
        </Stack>
      </Stack>
    </SettingsSection>
  );
}

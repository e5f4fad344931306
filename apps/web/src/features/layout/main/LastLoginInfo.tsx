import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import Box from '@mui/material/Box';
import { useSession } from '@/shared/session/session-store';

/** Last Successful Login and IP from the stored session; N/A when the server had none (first sign-in). */
export function LastLoginInfo() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const notAvailable = t('common.notAvailable');
  const time = session?.lastLoginTime
    ? DateTime.fromISO(session.lastLoginTime)
        .setLocale(i18n.resolvedLanguage ?? 'en')
        .toLocaleString(DateTime.DATETIME_MED)
    : notAvailable;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content max-content',
        columnGap: 1,
        m: 0,
        fontSize: 12,
        lineHeight: 1.5,
      }}
    >
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {t('shell.lastLogin')}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {time}
      </Box>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {t('shell.ip')}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {session?.lastLoginIp ?? notAvailable}
      </Box>
    </Box>
  );
}

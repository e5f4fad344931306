import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { useFormat } from '@/shared/i18n/use-format';
import { useSession } from '@/shared/session/session-store';

/** Last Successful Login and IP from the stored session; N/A when the server had none (first sign-in). */
export function LastLoginInfo() {
  const { t } = useTranslation();
  const format = useFormat();
  const session = useSession();
  const notAvailable = t('common.notAvailable');
  const time = session?.lastLoginTime
    ? format.dateTime(session.lastLoginTime, { withZone: true })
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

import { useTranslation } from 'react-i18next';
import type { ActiveSession } from '@taka/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import PhoneAndroidOutlined from '@mui/icons-material/PhoneAndroidOutlined';
import { useFormat } from '@/shared/i18n/use-format';

/** What the customer calls a session: "Chrome 140 on Windows 10", or the parts of it the server could tell. */
export function useSessionName() {
  const { t } = useTranslation();
  return (session: ActiveSession) => {
    const on = [session.os, session.device].filter(Boolean).join(', ');
    if (session.browser && on) return t('settings.devices.browserOn', { browser: session.browser, on });
    return session.browser ?? (on || t('settings.devices.unknownDevice'));
  };
}

/** One active session: what and where it is, when it signed in and was last used, and its sign-out button. */
export function SessionItem({
  session,
  onSignOut,
}: {
  session: ActiveSession;
  onSignOut: (session: ActiveSession) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = useSessionName()(session);
  const Icon = /android|ios|iphone|ipad/i.test(`${session.os} ${session.device}`)
    ? PhoneAndroidOutlined
    : ComputerOutlined;
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{
        py: 2,
        alignItems: { sm: 'center' },
        '&:not(:last-child)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Icon aria-hidden sx={{ color: 'text.secondary', fontSize: 32 }} />
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          {session.thisDevice && (
            <Chip size="small" color="primary" label={t('settings.devices.thisDevice')} />
          )}
          {session.locked && <Chip size="small" label={t('settings.devices.locked')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('settings.devices.details', {
            ip: session.ip,
            method: t(`settings.devices.methods.${session.signInMethod}`),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('settings.devices.times', {
            signedIn: format.dateTime(session.signedInAt),
            lastActive: format.dateTime(session.lastActivityAt),
          })}
        </Typography>
      </Stack>
      {!session.thisDevice && (
        <Button
          variant="outlined"
          color="error"
          onClick={() => onSignOut(session)}
          aria-label={t('settings.devices.signOutNamed', { name })}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('settings.devices.signOut')}
        </Button>
      )}
    </Stack>
  );
}

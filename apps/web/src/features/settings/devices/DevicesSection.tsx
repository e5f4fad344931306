import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveSession } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import { useConfirmation } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { useActiveSessions, useSignOutSessions } from '../api/sessions';
import { SettingsSection } from '../components/SettingsSection';
import { SessionItem, useSessionName } from './SessionItem';

/** Where the customer is signed in, with a way to end any other session, or all of them, after a confirmation. */
export function DevicesSection() {
  const { t } = useTranslation();
  const sessions = useActiveSessions();
  const signOut = useSignOutSessions();
  const confirm = useConfirmation();
  const nameOf = useSessionName();
  const [notice, setNotice] = useState<string | null>(null);
  const others = sessions.data?.filter((session) => !session.thisDevice) ?? [];

  async function askToSignOut(session: ActiveSession | null) {
    const answer = await confirm({
      title: t(session ? 'settings.devices.confirmOneTitle' : 'settings.devices.confirmAllTitle'),
      message: session
        ? t('settings.devices.confirmOne', { name: nameOf(session) })
        : t('settings.devices.confirmAll', { count: others.length }),
      icon: { name: 'logout', color: 'warn' },
      actions: { confirm: { label: t('settings.devices.signOut'), color: 'warn' } },
    });
    if (answer !== 'confirmed') return;
    setNotice(null);
    signOut.mutate(session?.id ?? null, {
      onSuccess: () =>
        setNotice(
          session
            ? t('settings.devices.signedOutOne', { name: nameOf(session) })
            : t('settings.devices.signedOutAll'),
        ),
    });
  }

  return (
    <SettingsSection
      icon={<DevicesOutlined />}
      title={t('settings.devices.title')}
      intro={t('settings.devices.intro')}
    >
      <div role="status">
        {notice && (
          <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
            {notice}
          </Alert>
        )}
      </div>
      <ApiErrorAlert error={sessions.error ?? signOut.error} />
      {sessions.isPending && <Skeleton variant="rounded" height={160} />}
      {sessions.data && (
        <Box
          component="ul"
          aria-label={t('settings.devices.listLabel')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {sessions.data.map((session) => (
            <SessionItem key={session.id} session={session} onSignOut={(s) => void askToSignOut(s)} />
          ))}
        </Box>
      )}
      {others.length > 0 && (
        <Button variant="contained" color="error" onClick={() => void askToSignOut(null)} sx={{ mt: 2 }}>
          {t('settings.devices.signOutOthers')}
        </Button>
      )}
    </SettingsSection>
  );
}

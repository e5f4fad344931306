import { useTranslation } from 'react-i18next';
import type { NotificationPreferences } from '@taka/contracts';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';
import { SettingsSection } from './SettingsSection';

const ALERTS = ['moneySent', 'moneyReceived'] as const;

/** Which transactional alerts also come by SMS (the bell always has them); each switch saves at once. */
export function NotificationPreferencesSection() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const current = preferences.data;

  const toggle = (alert: (typeof ALERTS)[number], on: boolean) => {
    if (!current) return;
    const next: NotificationPreferences = { smsAlerts: { ...current.smsAlerts, [alert]: on } };
    save.mutate(next);
  };

  return (
    <SettingsSection
      icon={<SmsOutlined />}
      title={t('settings.alerts.title')}
      intro={t('settings.alerts.intro')}
    >
      <ApiErrorAlert error={preferences.error ?? save.error} />
      {current ? (
        <FormGroup>
          {ALERTS.map((alert) => (
            <FormControlLabel
              key={alert}
              control={
                <Switch
                  checked={current.smsAlerts[alert]}
                  disabled={save.isPending}
                  onChange={(event) => toggle(alert, event.target.checked)}
                />
              }
              label={t(`settings.alerts.${alert}`)}
            />
          ))}
        </FormGroup>
      ) : (
        !preferences.isError && <Skeleton variant="rounded" height={80} />
      )}
    </SettingsSection>
  );
}

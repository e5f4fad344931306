import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceRequest } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { ButtonLink } from '@/shared/ui/links';

/** What the customer has once a request is sent: its reference, and where to follow it. */
export function Submitted({ request }: { request: ServiceRequest }) {
  const { t } = useTranslation();
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alert.current?.focus();
  }, []);
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Alert ref={alert} tabIndex={-1} severity="success">
        <AlertTitle>{t('accountServices.submittedTitle')}</AlertTitle>
        {t('accountServices.submittedText', { reference: request.reference })}
      </Alert>
      <ButtonLink to="/service-request-history" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {t('accountServices.follow')}
      </ButtonLink>
    </Stack>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionLimit } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { useLimits } from './api/get-limits';
import { LimitCard } from './components/LimitCard';
import { LimitChangeDialog } from './components/LimitChangeDialog';
import { PageHeading } from '@/shared/ui/PageHeading';

/** The customer's transaction limits per type: lower them at once, raise them (to the ceiling) with a code. */
export function TransactionLimitsPage() {
  const { t } = useTranslation();
  const limits = useLimits();
  const [editing, setEditing] = useState<TransactionLimit | null>(null);
  const [saved, setSaved] = useState<TransactionLimit | null>(null);

  return (
    <>
      <PageHeading titleKey="pages.transactionLimits.title">{t('limits.intro')}</PageHeading>
      <div role="status">
        {saved && (
          <Alert severity="success" onClose={() => setSaved(null)} sx={{ mb: 2 }}>
            {t('limits.saved', { type: t(`transactionTypes.${saved.type}`) })}
          </Alert>
        )}
      </div>
      <ApiErrorAlert error={limits.error} />
      <Grid container spacing={2}>
        {limits.data
          ? limits.data.map((limit) => (
              <Grid key={limit.type} size={{ xs: 12, md: 6, xl: 4 }}>
                <LimitCard
                  limit={limit}
                  onChange={() => {
                    setSaved(null);
                    setEditing(limit);
                  }}
                />
              </Grid>
            ))
          : !limits.isError &&
            [0, 1, 2].map((placeholder) => (
              <Grid key={placeholder} size={{ xs: 12, md: 6, xl: 4 }}>
                <Skeleton variant="rounded" height={360} />
              </Grid>
            ))}
      </Grid>
      {editing && (
        <LimitChangeDialog
          key={editing.type}
          limit={editing}
          onClose={() => setEditing(null)}
          onSaved={(limit) => {
            setEditing(null);
            setSaved(limit);
          }}
        />
      )}
    </>
  );
}

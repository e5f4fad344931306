import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { bankDateOf, type Account } from '@taka/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { AccountSelectField } from '@/shared/banking/form/AccountSelectField';
import { FormDateField } from '@/shared/ui/form/FormDateField';
import type { StatementRequest } from '../api/get-statement';
import { StatementFormSchema } from '../form-schema';

type Props = {
  accounts: Account[];
  initial: StatementRequest;
  onShow: (request: StatementRequest) => void;
  pending: boolean;
};

/** Which account and which days (inclusive, bank time). */
export function StatementFilters({ accounts, initial, onShow, pending }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(StatementFormSchema),
    defaultValues: { accountId: initial.accountId, from: initial.from, to: initial.to },
  });
  const today = bankDateOf();

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('statement.filters')}
      onSubmit={handleSubmit((values) => onShow({ ...values, page: 0, size: initial.size }))}
    >
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <AccountSelectField
            control={control}
            name="accountId"
            label={t('statement.account')}
            accounts={accounts}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2.5 }}>
          <FormDateField control={control} name="from" label={t('statement.from')} required maxDate={today} />
        </Grid>
        <Grid size={{ xs: 6, md: 2.5 }}>
          <FormDateField control={control} name="to" label={t('statement.to')} required maxDate={today} />
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={pending}
            sx={{ minHeight: 56 }}
          >
            {t('statement.show')}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}

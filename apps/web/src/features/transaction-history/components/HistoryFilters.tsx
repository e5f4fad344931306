import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { bankDateOf, JournalTypeSchema, TransactionStatusSchema, type Account } from '@taka/contracts';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { AccountSelectField } from '@/shared/banking/form/AccountSelectField';
import { FilterForm } from '@/shared/ui/form/FilterForm';
import { FormDateField } from '@/shared/ui/form/FormDateField';
import { FormAmountField } from '@/shared/ui/form/FormAmountField';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import { formOfSearch, HistoryFormSchema, searchOfForm } from '../form-schema';
import type { HistorySearch } from '../search';

type Props = { accounts: Account[]; search: HistorySearch; onApply: (search: HistorySearch) => void };

/** Dates, account, type, status, amounts and a search text; applied ones go to the URL. */
export function HistoryFilters({ accounts, search, onApply }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(HistoryFormSchema),
    values: formOfSearch(search),
  });
  const today = bankDateOf();
  return (
    <FilterForm
      label={t('history.filters')}
      onSubmit={handleSubmit((values) => onApply(searchOfForm(values)))}
      onClear={() => {
        reset(formOfSearch({}));
        onApply({});
      }}
    >
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField control={control} name="q" label={t('history.search')} fullWidth type="search" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <FormDateField control={control} name="from" label={t('history.from')} maxDate={today} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <FormDateField control={control} name="to" label={t('history.to')} maxDate={today} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <AccountSelectField
          control={control}
          name="accountId"
          label={t('history.account')}
          accounts={accounts}
          noneLabel={t('history.allAccounts')}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <FormSelectField control={control} name="type" label={t('history.type')} fullWidth>
          <MenuItem value="">{t('history.allTypes')}</MenuItem>
          {JournalTypeSchema.options.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`transactionTypes.${type}`)}
            </MenuItem>
          ))}
        </FormSelectField>
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <FormSelectField control={control} name="status" label={t('history.status')} fullWidth>
          <MenuItem value="">{t('history.allStatuses')}</MenuItem>
          {TransactionStatusSchema.options.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`receipt.status.${status}`)}
            </MenuItem>
          ))}
        </FormSelectField>
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <FormAmountField control={control} name="minAmount" label={t('history.minAmount')} />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <FormAmountField control={control} name="maxAmount" label={t('history.maxAmount')} />
      </Grid>
    </FilterForm>
  );
}

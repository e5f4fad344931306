import { useTranslation } from 'react-i18next';
import type { Statement } from '@taka/contracts';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MoneyText } from '@/shared/banking/money/MoneyText';
import { useFormat } from '@/shared/i18n/use-format';

/** Which account and period, and its balance at the start and at the end. */
export function StatementSummary({ statement }: { statement: Statement }) {
  const { t } = useTranslation();
  const format = useFormat();
  const figures = [
    { key: 'opening', label: t('statement.openingBalance'), value: statement.openingBalance },
    { key: 'closing', label: t('statement.closingBalance'), value: statement.closingBalance },
  ];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, height: '100%' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {statement.account.productName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {statement.account.number} · {statement.account.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('statement.period', {
              from: format.date(statement.from),
              to: format.date(statement.to),
            })}
          </Typography>
        </Paper>
      </Grid>
      {figures.map((figure) => (
        <Grid key={figure.key} size={{ xs: 6, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, height: '100%' }}>
            <Typography variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="p" variant="h6" sx={{ fontWeight: 800 }}>
              <MoneyText value={figure.value} />
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}

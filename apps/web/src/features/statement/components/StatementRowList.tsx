import { useTranslation } from 'react-i18next';
import { parseMoney, type StatementRow } from '@taka/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDescribeTransaction } from '@/shared/banking/describe-transaction';
import { MoneyText } from '@/shared/banking/money/MoneyText';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { useFormat } from '@/shared/i18n/use-format';

/** The statement rows on a phone: one entry per posting, the amount signed (credit +, debit −) and the balance after. */
export function StatementRowList({ rows }: { rows: StatementRow[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const describe = useDescribeTransaction();
  return (
    <Box component="ul" aria-label={t('statement.rows')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => {
        const moved = row.credit ? parseMoney(row.credit) : -parseMoney(row.debit ?? '0.00');
        return (
          <Box
            component="li"
            key={`${row.transactionId}-${row.time}-${row.balance}`}
            sx={{ position: 'relative', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {describe(row)}
                </Typography>
                {row.remarks && (
                  <Typography variant="body2" color="text.secondary">
                    {row.remarks}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  {format.dateTime(row.time)}
                </Typography>
              </Box>
              <Stack sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  <Box component="span" sx={visuallyHidden}>
                    {row.credit ? t('statement.columns.credit') : t('statement.columns.debit')}:{' '}
                  </Box>
                  <MoneyText value={moved} tone="signed" />
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('statement.columns.balance')} <MoneyText value={row.balance} />
                </Typography>
              </Stack>
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}

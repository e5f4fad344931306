import { useTranslation } from 'react-i18next';
import { parseMoney, type TransactionLimit } from '@taka/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MoneyText } from '@/shared/banking/money/MoneyText';

type Usage = { key: 'daily' | 'dailyCount' | 'monthly'; used: bigint; limit: bigint; money: boolean };

/** A share in percent, computed in bigint; a number only for the bar. */
const percentOf = (used: bigint, limit: bigint) =>
  limit <= 0n ? 0 : Number(((used > limit ? limit : used) * 100n) / limit);

/** One transaction type: its limits beside the bank's ceilings, what today and this month have used. */
export function LimitCard({ limit, onChange }: { limit: TransactionLimit; onChange: () => void }) {
  const { t } = useTranslation();
  const name = t(`transactionTypes.${limit.type}`);
  const usage: Usage[] = [
    {
      key: 'daily',
      used: parseMoney(limit.usage.dailyAmount),
      limit: parseMoney(limit.dailyAmount),
      money: true,
    },
    {
      key: 'dailyCount',
      used: BigInt(limit.usage.dailyCount),
      limit: BigInt(limit.dailyCount),
      money: false,
    },
    {
      key: 'monthly',
      used: parseMoney(limit.usage.monthlyAmount),
      limit: parseMoney(limit.monthlyAmount),
      money: true,
    },
  ];
  const values = [
    {
      key: 'maxPerTransaction',
      value: <MoneyText value={limit.maxPerTransaction} />,
      ceiling: <MoneyText value={limit.ceiling.maxPerTransaction} />,
    },
    {
      key: 'dailyAmount',
      value: <MoneyText value={limit.dailyAmount} />,
      ceiling: <MoneyText value={limit.ceiling.dailyAmount} />,
    },
    { key: 'dailyCount', value: limit.dailyCount, ceiling: limit.ceiling.dailyCount },
    {
      key: 'monthlyAmount',
      value: <MoneyText value={limit.monthlyAmount} />,
      ceiling: <MoneyText value={limit.ceiling.monthlyAmount} />,
    },
  ];

  return (
    <Card variant="outlined" component="section" aria-label={name} sx={{ borderRadius: 3, height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1.5 }}
        >
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            onClick={onChange}
            aria-label={t('limits.changeFor', { type: name })}
          >
            {t('limits.change')}
          </Button>
        </Stack>
        <Box
          component="table"
          sx={{
            width: '100%',
            borderCollapse: 'collapse',
            '& th, & td': { py: 0.75, px: 0, textAlign: 'left', borderBottom: 1, borderColor: 'divider' },
            '& td': { textAlign: 'right', fontWeight: 600, pl: 1.5 },
            '& thead th': { color: 'text.secondary', fontWeight: 500, typography: 'caption' },
            '& thead th:not(:first-of-type)': { textAlign: 'right', pl: 1.5 },
            typography: 'body2',
          }}
        >
          <thead>
            <tr>
              <th scope="col">{t('limits.columns.limit')}</th>
              <th scope="col">{t('limits.columns.yours')}</th>
              <th scope="col">{t('limits.columns.ceiling')}</th>
            </tr>
          </thead>
          <tbody>
            {values.map((row) => (
              <tr key={row.key}>
                <th scope="row">{t(`limits.fields.${row.key}`)}</th>
                <td>{row.value}</td>
                <td>{row.ceiling}</td>
              </tr>
            ))}
          </tbody>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('limits.minimum')} <MoneyText value={limit.minimum} />
        </Typography>
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          {usage.map((entry) => {
            const label = t(`limits.usage.${entry.key}`);
            return (
              <Box key={entry.key}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2">{label}</Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {entry.money ? (
                      <>
                        <MoneyText value={entry.used} /> / <MoneyText value={entry.limit} />
                      </>
                    ) : (
                      `${entry.used} / ${entry.limit}`
                    )}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={percentOf(entry.used, entry.limit)}
                  aria-label={label}
                  sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                />
              </Box>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SPENDING_DAYS } from '@taka/contracts';
import { MoneyText } from '@/shared/banking/money/MoneyText';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { useSpending } from '../api/get-spending';
import { fractionOf } from '../spending';
import { DailySpendingChart } from './DailySpendingChart';
import { DashboardSection } from './DashboardSection';

const TOP_TYPES = 4;

/** What left the customer's accounts in the last 30 days: the total, per day, and the largest kinds. */
export function SpendingOverview() {
  const { t } = useTranslation();
  const spending = useSpending();
  const summary = spending.data;

  return (
    <DashboardSection titleKey="dashboard.spending.title">
      <ApiErrorAlert error={spending.error} />
      {!summary && !spending.isError && <Skeleton variant="rounded" height={200} />}
      {summary && (
        <Stack spacing={2}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('dashboard.spending.total', { days: SPENDING_DAYS })}
            </Typography>
            <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
              <MoneyText value={summary.total} />
            </Typography>
          </Box>
          <DailySpendingChart days={summary.days} />
          {summary.byType.length > 0 && (
            <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {summary.byType.slice(0, TOP_TYPES).map((entry) => (
                <Box component="li" key={entry.type}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="body2">
                      {t(`transactionTypes.${entry.type}`, { defaultValue: entry.type })}
                    </Typography>
                    <MoneyText value={entry.amount} sx={{ typography: 'body2', fontWeight: 600 }} />
                  </Stack>
                  <Box aria-hidden sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', mt: 0.5 }}>
                    <Box
                      sx={{
                        height: '100%',
                        borderRadius: 3,
                        bgcolor: 'primary.main',
                        width: `${Math.round(fractionOf(entry.amount, summary.total) * 100)}%`,
                      }}
                    />
                  </Box>
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </DashboardSection>
  );
}

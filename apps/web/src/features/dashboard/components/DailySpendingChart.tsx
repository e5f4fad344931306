import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fractionOf, type SpendingDay } from '../spending';
import { useFormat } from '@/shared/i18n/use-format';

const WIDTH = 300;
const HEIGHT = 100;
/** A day with any spending stays visible beside a much larger one. */
const MIN_BAR = 2;

/**
 * Spending per day as plain SVG bars (no chart library, nothing the CSP would refuse). Heights are shares of the
 * largest day computed in bigint; the picture is summarised for screen readers in its label.
 */
export function DailySpendingChart({ days }: { days: SpendingDay[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const highest = days.reduce<SpendingDay | null>(
    (best, day) => (day.amount > 0n && (!best || day.amount > best.amount) ? day : best),
    null,
  );
  const slot = WIDTH / days.length;
  const label = highest
    ? t('dashboard.spending.chartLabel', {
        amount: format.taka(highest.amount),
        date: format.date(highest.date),
      })
    : t('dashboard.spending.chartEmpty');

  return (
    <Box>
      <Box
        component="svg"
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        sx={(theme) => ({
          display: 'block',
          width: '100%',
          height: 120,
          '& .bar': { fill: theme.vars.palette.primary.main },
          '& .baseline': { stroke: theme.vars.palette.divider },
        })}
      >
        <line className="baseline" x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} strokeWidth={1} />
        {days.map((day, index) => {
          const share = highest ? fractionOf(day.amount, highest.amount) : 0;
          const height = day.amount > 0n ? Math.max(MIN_BAR, share * (HEIGHT - 4)) : 0;
          return (
            <rect
              key={day.date}
              className="bar"
              x={index * slot + slot * 0.15}
              y={HEIGHT - height}
              width={slot * 0.7}
              height={height}
              rx={1}
            >
              <title>{`${format.date(day.date)}: ${format.taka(day.amount)}`}</title>
            </rect>
          );
        })}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5 }} aria-hidden>
        <Typography variant="caption" color="text.secondary">
          {days[0] && format.date(days[0].date)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {days.at(-1) && format.date(days.at(-1)!.date)}
        </Typography>
      </Stack>
    </Box>
  );
}

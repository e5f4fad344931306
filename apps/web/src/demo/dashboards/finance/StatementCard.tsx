import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { FinanceDashboard } from '@taka/demo-api/schemas/dashboards';
import { useFormat } from '@/shared/i18n/use-format';
import { DashboardCard } from '../components/DashboardCard';
import { StatFigure } from '../components/StatFigure';
import { useTaka } from './use-taka';

type Props = {
  which: 'previousStatement' | 'currentStatement';
  statement: FinanceDashboard['currentStatement'];
};

/** A card statement: paid or pending, its date, limit, what was spent and the minimum to pay. */
export function StatementCard({ which, statement }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const taka = useTaka();
  const paid = statement.status === 'paid';
  return (
    <DashboardCard
      title={t(`demoDashboards.finance.${which}`)}
      subtitle={t(paid ? 'demoDashboards.finance.paidOn' : 'demoDashboards.finance.dueOn', {
        date: format.date(statement.date),
      })}
      action={
        <Chip
          size="small"
          color={paid ? 'success' : 'warning'}
          variant="outlined"
          label={t(`demoDashboards.status.${statement.status}`)}
        />
      }
    >
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <StatFigure label={t('demoDashboards.finance.limit')} value={taka(statement.limit)} />
        <StatFigure label={t('demoDashboards.finance.spent')} value={taka(statement.spent)} />
        <StatFigure label={t('demoDashboards.finance.minimum')} value={taka(statement.minimum)} />
      </Stack>
    </DashboardCard>
  );
}

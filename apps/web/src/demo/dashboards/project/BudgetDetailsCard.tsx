import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ProjectDashboard } from '@taka/demo-api/schemas/dashboards';
import { useFormat } from '@/shared/i18n/use-format';
import { DashboardCard } from '../components/DashboardCard';
import { useDataLabel } from '../components/use-data-label';
import { useTaka } from '../finance/use-taka';

/** Per kind of work: the budget, what is spent and what remains, in amounts and shares. */
export function BudgetDetailsCard({ details }: { details: ProjectDashboard['budgetDetails'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const taka = useTaka();
  const dataLabel = useDataLabel();
  const title = t('demoDashboards.project.budgetDetails');
  return (
    <DashboardCard title={title}>
      <TableContainer tabIndex={0} role="region" aria-label={t('demoDashboards.project.budgetDetailsScroll')}>
        <Table size="small" aria-label={title} sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              {details.columns.map((column, index) => (
                <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
                  {t(`demoDashboards.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {details.rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell component="th" scope="row">
                  {dataLabel(row.type)}
                </TableCell>
                <TableCell align="right">{taka(row.total)}</TableCell>
                <TableCell align="right">{taka(row.expensesAmount)}</TableCell>
                <TableCell align="right">{format.percent(row.expensesPercentage)}</TableCell>
                <TableCell align="right">{taka(row.remainingAmount)}</TableCell>
                <TableCell align="right">{format.percent(row.remainingPercentage)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </DashboardCard>
  );
}

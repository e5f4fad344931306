import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { FinanceDashboard } from '@taka/demo-api/schemas/dashboards';
import { useFormat } from '@/shared/i18n/use-format';
import { DashboardCard } from '../components/DashboardCard';
import { useTaka } from './use-taka';

type Props = { transactions: FinanceDashboard['recentTransactions'] };

/** The latest transactions: reference, date, name, amount (money in with a plus) and whether it went through. */
export function RecentTransactionsCard({ transactions }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const taka = useTaka();
  return (
    <DashboardCard title={t('demoDashboards.finance.recentTransactions')}>
      <TableContainer tabIndex={0} role="region" aria-label={t('demoDashboards.finance.transactionsScroll')}>
        <Table
          size="small"
          aria-label={t('demoDashboards.finance.recentTransactions')}
          sx={{ minWidth: 640 }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('demoDashboards.columns.transactionId')}</TableCell>
              <TableCell>{t('demoDashboards.columns.date')}</TableCell>
              <TableCell>{t('demoDashboards.columns.name')}</TableCell>
              <TableCell align="right">{t('demoDashboards.columns.amount')}</TableCell>
              <TableCell>{t('demoDashboards.columns.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {transactions.map((transaction) => (
              <TableRow key={transaction.id}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{transaction.transactionId}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(transaction.date)}</TableCell>
                <TableCell component="th" scope="row">
                  {transaction.name}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap', color: transaction.amount > 0 ? 'success.main' : undefined }}
                >
                  {taka(transaction.amount, 'always')}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={transaction.status === 'completed' ? 'success' : 'warning'}
                    label={t(`demoDashboards.status.${transaction.status}`)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </DashboardCard>
  );
}

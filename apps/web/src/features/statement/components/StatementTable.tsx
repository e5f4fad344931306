import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Statement } from '@taka/contracts';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useDescribeTransaction } from '@/shared/banking/describe-transaction';
import { MoneyText } from '@/shared/banking/money/MoneyText';
import { StatementRowList } from './StatementRowList';
import { useFormat } from '@/shared/i18n/use-format';
import { ROWS_PER_PAGE } from '../form-schema';

type Props = {
  statement: Statement;
  onPage: (page: number) => void;
  onRowsPerPage: (size: number) => void;
};

/**
 * The postings of the period, oldest first, with debit or credit and the balance after each: a table from sm up,
 * a list on a phone; pages below either.
 */
export function StatementTable({ statement, onPage, onRowsPerPage }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const describe = useDescribeTransaction();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const countId = useId();
  const empty = statement.rows.length === 0;

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Typography id={countId} variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5, pb: 1 }}>
        {t('statement.rowsCaption', { count: statement.totalElements })}
      </Typography>
      {empty && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('statement.empty')}
        </Typography>
      )}
      {!empty && phone && <StatementRowList rows={statement.rows} />}
      {!empty && !phone && (
        <TableContainer tabIndex={0} role="region" aria-labelledby={countId} sx={{ outlineOffset: -2 }}>
          <Table size="small" aria-labelledby={countId} sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('statement.columns.date')}</TableCell>
                <TableCell scope="col">{t('statement.columns.description')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('statement.columns.debit')}
                </TableCell>
                <TableCell scope="col" align="right">
                  {t('statement.columns.credit')}
                </TableCell>
                <TableCell scope="col" align="right">
                  {t('statement.columns.balance')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {statement.rows.map((row) => (
                <TableRow key={`${row.transactionId}-${row.time}-${row.balance}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(row.time)}</TableCell>
                  <TableCell>
                    {describe(row)}
                    {row.remarks && (
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        component="span"
                        sx={{ display: 'block' }}
                      >
                        {row.remarks}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{row.debit && <MoneyText value={row.debit} />}</TableCell>
                  <TableCell align="right">{row.credit && <MoneyText value={row.credit} />}</TableCell>
                  <TableCell align="right">
                    <MoneyText value={row.balance} sx={{ fontWeight: 600 }} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={statement.totalElements}
        page={statement.page}
        rowsPerPage={statement.size}
        rowsPerPageOptions={ROWS_PER_PAGE}
        showFirstButton
        showLastButton
        onPageChange={(_event, page) => onPage(page)}
        onRowsPerPageChange={(event) => onRowsPerPage(Number(event.target.value))}
        labelRowsPerPage={t('statement.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('statement.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`statement.pageButtons.${type}`)}
      />
    </Paper>
  );
}

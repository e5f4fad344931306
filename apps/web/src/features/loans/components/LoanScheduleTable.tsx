import { useTranslation } from 'react-i18next';
import type { LoanInstalment } from '@taka/contracts';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MoneyText } from '@/shared/banking/money/MoneyText';
import { useFormat } from '@/shared/i18n/use-format';

const COLUMNS = ['number', 'dueDate', 'instalment', 'principal', 'interest', 'balance', 'status'] as const;
const STATUS_COLOR = { paid: 'success', due: 'primary', upcoming: 'default' } as const;

/** A loan's whole EMI schedule: each instalment's date, amount, principal and interest parts, and what is left. */
export function LoanScheduleTable({ schedule, caption }: { schedule: LoanInstalment[]; caption: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <TableContainer sx={{ maxHeight: 480 }} tabIndex={0} aria-label={caption}>
      <Table size="small" stickyHeader>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                component="th"
                scope="col"
                align={['number', 'dueDate', 'status'].includes(column) ? 'left' : 'right'}
              >
                {t(`loans.schedule.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {schedule.map((row) => (
            <TableRow key={row.number} selected={row.status === 'due'}>
              <TableCell component="th" scope="row">
                {format.number(row.number)}
              </TableCell>
              <TableCell>{format.date(row.dueDate)}</TableCell>
              <TableCell align="right">
                <MoneyText value={row.instalment} />
              </TableCell>
              <TableCell align="right">
                <MoneyText value={row.principal} />
              </TableCell>
              <TableCell align="right">
                <MoneyText value={row.interest} />
              </TableCell>
              <TableCell align="right">
                <MoneyText value={row.balance} />
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={STATUS_COLOR[row.status]}
                  label={t(`loans.status.${row.status}`)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

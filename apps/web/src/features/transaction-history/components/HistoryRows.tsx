import { useTranslation } from 'react-i18next';
import { isFailureStatus, type ListedTransaction } from '@taka/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { factsOfListed, useDescribeTransaction } from '@/shared/banking/describe-transaction';
import { useDisputesByTransaction } from '@/shared/banking/disputes/disputes-api';
import { DisputeChip } from '@/shared/banking/disputes/DisputeSection';
import { MoneyText } from '@/shared/banking/money/MoneyText';
import { useFormat } from '@/shared/i18n/use-format';

type Props = { transactions: ListedTransaction[]; onOpen: (transaction: ListedTransaction) => void };

function Amount({ transaction }: { transaction: ListedTransaction }) {
  return transaction.direction === 'received' ? (
    <MoneyText value={transaction.transactionAmount} tone="signed" sx={{ fontWeight: 700 }} />
  ) : (
    <MoneyText value={transaction.grandTotalAmount} sx={{ fontWeight: 700 }} />
  );
}

function Status({ transaction }: { transaction: ListedTransaction }) {
  const { t } = useTranslation();
  const dispute = useDisputesByTransaction()?.get(transaction.transactionId);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        variant="outlined"
        color={isFailureStatus(transaction.transactionStatus) ? 'error' : 'default'}
        label={t(`receipt.status.${transaction.transactionStatus}`)}
      />
      {dispute && <DisputeChip dispute={dispute} />}
    </Stack>
  );
}

/** The transactions: a table from sm up, a list on a phone; each opens its receipt. */
export function HistoryRows({ transactions, onOpen }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const describe = useDescribeTransaction();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));

  if (phone)
    return (
      <List disablePadding aria-label={t('history.rows')}>
        {transactions.map((transaction) => (
          <ListItem key={transaction.transactionId} disablePadding divider>
            <ListItemButton
              onClick={() => onOpen(transaction)}
              aria-haspopup="dialog"
              sx={{ gap: 2, alignItems: 'flex-start' }}
            >
              <ListItemText
                primary={describe(factsOfListed(transaction))}
                secondary={`${format.dateTime(transaction.transactionTime)} · ${transaction.transactionId}`}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
              <Stack sx={{ alignItems: 'flex-end', flexShrink: 0, gap: 0.5 }}>
                <Amount transaction={transaction} />
                <Status transaction={transaction} />
              </Stack>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );

  return (
    <TableContainer tabIndex={0} role="region" aria-label={t('history.rows')} sx={{ outlineOffset: -2 }}>
      <Table size="small" aria-label={t('history.rows')} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('history.columns.date')}</TableCell>
            <TableCell scope="col">{t('history.columns.description')}</TableCell>
            <TableCell scope="col">{t('history.columns.transactionId')}</TableCell>
            <TableCell scope="col">{t('history.columns.status')}</TableCell>
            <TableCell scope="col" align="right">
              {t('history.columns.amount')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {transactions.map((transaction) => (
            <TableRow key={transaction.transactionId} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {format.dateTime(transaction.transactionTime)}
              </TableCell>
              <TableCell>
                {describe(factsOfListed(transaction))}
                {transaction.remarks && (
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {transaction.remarks}
                  </Box>
                )}
              </TableCell>
              <TableCell>
                <Link
                  component="button"
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => onOpen(transaction)}
                  sx={{ fontFamily: 'monospace' }}
                >
                  {transaction.transactionId}
                </Link>
              </TableCell>
              <TableCell>
                <Status transaction={transaction} />
              </TableCell>
              <TableCell align="right">
                <Amount transaction={transaction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFailureStatus, type ListedTransaction } from '@taka/contracts';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { factsOfListed, useDescribeTransaction } from '@/shared/banking/describe-transaction';
import { MoneyText } from '@/shared/banking/money/MoneyText';
import { ReceiptDialog } from '@/shared/banking/receipt/ReceiptDialog';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { useRecentTransactions } from '../api/get-recent-transactions';
import { DashboardSection } from './DashboardSection';
import { useFormat } from '@/shared/i18n/use-format';

/** The newest transactions; each opens its receipt (Thank You or Sorry, with Download). */
export function RecentTransactions() {
  const { t } = useTranslation();
  const format = useFormat();
  const describe = useDescribeTransaction();
  const recent = useRecentTransactions();
  const [open, setOpen] = useState<ListedTransaction | null>(null);
  const transactions = recent.data?.transactions;

  return (
    <DashboardSection titleKey="dashboard.recent.title">
      <ApiErrorAlert error={recent.error} />
      {!transactions && !recent.isError && <Skeleton variant="rounded" height={240} />}
      {transactions?.length === 0 && (
        <Typography color="text.secondary">{t('dashboard.recent.empty')}</Typography>
      )}
      {transactions && transactions.length > 0 && (
        <List disablePadding aria-label={t('dashboard.recent.title')}>
          {transactions.map((transaction) => {
            const failed = isFailureStatus(transaction.transactionStatus);
            const received = transaction.direction === 'received';
            return (
              <ListItem key={transaction.transactionId} disablePadding divider>
                <ListItemButton
                  onClick={() => setOpen(transaction)}
                  aria-haspopup="dialog"
                  sx={{ px: 1, gap: 2, alignItems: 'flex-start' }}
                >
                  <ListItemText
                    primary={describe(factsOfListed(transaction))}
                    secondary={format.dateTime(transaction.transactionTime)}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  <Stack sx={{ alignItems: 'flex-end', flexShrink: 0, gap: 0.5 }}>
                    {received ? (
                      <MoneyText
                        value={transaction.transactionAmount}
                        tone="signed"
                        sx={{ fontWeight: 700 }}
                      />
                    ) : (
                      <MoneyText value={transaction.grandTotalAmount} sx={{ fontWeight: 700 }} />
                    )}
                    <Chip
                      size="small"
                      variant="outlined"
                      color={failed ? 'error' : 'default'}
                      label={t(`receipt.status.${transaction.transactionStatus}`)}
                    />
                  </Stack>
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      <ReceiptDialog receipt={open} onClose={() => setOpen(null)} disputable={open?.direction === 'sent'} />
    </DashboardSection>
  );
}

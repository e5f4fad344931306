import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { bankDateOf, type ListedTransaction } from '@taka/contracts';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useAccounts } from '@/shared/banking/api/get-accounts';
import { DocumentDownloads } from '@/shared/banking/DocumentDownloads';
import { ReceiptDialog } from '@/shared/banking/receipt/ReceiptDialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useTransactionHistory } from './api/get-transaction-history';
import { downloadHistory } from './api/download-history';
import { HistoryFilters } from './components/HistoryFilters';
import { HistoryRows } from './components/HistoryRows';
import { historySearch, type HistorySearch } from './search';

/** Every transaction on the customer's accounts, newest first, filtered by what the URL keeps; rows open receipts. */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  const search = historySearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const accounts = useAccounts();
  const history = useTransactionHistory(search);
  const [open, setOpen] = useState<ListedTransaction | null>(null);
  const transactions = history.data?.pages.flatMap((page) => page.transactions);

  const apply = (next: HistorySearch) => void navigate({ to: '/transaction-history', search: next });

  return (
    <>
      <PageHeading titleKey="pages.transactionHistory.title" />
      <Stack spacing={3}>
        <HistoryFilters accounts={accounts.data ?? []} search={search} onApply={apply} />
        <ApiErrorAlert error={history.error ?? accounts.error} />
        {!transactions && !history.isError && <Skeleton variant="rounded" height={320} />}
        {transactions?.length === 0 && (
          <EmptyState icon={ReceiptLong} title={t('history.empty.title')} text={t('history.empty.text')} />
        )}
        {transactions && transactions.length > 0 && (
          <DocumentDownloads
            download={(format, language) => downloadHistory(format, search, language)}
            fileName={(format) => `transaction-history-${bankDateOf()}.${format}`}
          />
        )}
        {transactions && transactions.length > 0 && (
          <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
            <HistoryRows transactions={transactions} onOpen={setOpen} />
            {history.hasNextPage && (
              <Stack sx={{ alignItems: 'center', p: 2 }}>
                <Button
                  variant="outlined"
                  loading={history.isFetchingNextPage}
                  onClick={() => void history.fetchNextPage()}
                >
                  {t('history.loadMore')}
                </Button>
              </Stack>
            )}
          </Paper>
        )}
      </Stack>
      <ReceiptDialog receipt={open} onClose={() => setOpen(null)} disputable={open?.direction === 'sent'} />
    </>
  );
}

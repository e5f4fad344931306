import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useAccounts } from '@/shared/banking/api/get-accounts';
import { DocumentDownloads } from '@/shared/banking/DocumentDownloads';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { defaultStatementRequest, useStatement } from './api/get-statement';
import { StatementFilters } from './components/StatementFilters';
import { downloadStatement } from './api/download-statement';
import { StatementSummary } from './components/StatementSummary';
import { StatementTable } from './components/StatementTable';
import { PageHeading } from '@/shared/ui/PageHeading';

/** An account's statement for a period: opening and closing balance, rows with running balance, in pages. */
export function StatementPage() {
  const { t } = useTranslation();
  const accounts = useAccounts();
  return (
    <>
      <PageHeading titleKey="pages.statement.title" />
      <ApiErrorAlert error={accounts.error} />
      {!accounts.data && !accounts.isError && <Skeleton variant="rounded" height={56} />}
      {accounts.data?.length === 0 && (
        <Alert severity="info" role="status">
          {t('statement.noAccounts')}
        </Alert>
      )}
      {accounts.data && accounts.data.length > 0 && <StatementView accounts={accounts.data} />}
    </>
  );
}

function StatementView({ accounts }: { accounts: Account[] }) {
  const [request, setRequest] = useState(() => defaultStatementRequest(accounts));
  const statement = useStatement(request);
  return (
    <Stack spacing={3}>
      <StatementFilters
        accounts={accounts}
        initial={request}
        onShow={setRequest}
        pending={statement.isFetching}
      />
      <ApiErrorAlert error={statement.error} />
      {!statement.data && !statement.isError && <Skeleton variant="rounded" height={320} />}
      {statement.data && (
        <>
          <DocumentDownloads
            download={(format, language) =>
              downloadStatement(
                format,
                { accountId: statement.data.account.id, from: statement.data.from, to: statement.data.to },
                language,
              )
            }
            fileName={(format) =>
              `statement-${statement.data.account.number}-${statement.data.from}-to-${statement.data.to}.${format}`
            }
          />
          <StatementSummary statement={statement.data} />
          <StatementTable
            statement={statement.data}
            onPage={(page) => setRequest((current) => ({ ...current, page }))}
            onRowsPerPage={(size) => setRequest((current) => ({ ...current, page: 0, size }))}
          />
        </>
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearch } from '@tanstack/react-router';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { PageHeading } from '@/shared/ui/PageHeading';
import { ButtonLink } from '@/shared/ui/links';
import { useServiceRequests } from './api/get-service-requests';
import { RequestDialog } from './components/RequestDialog';
import { RequestFilters } from './components/RequestFilters';
import { RequestRows } from './components/RequestRows';
import { requestSearch, type RequestSearch } from './search';

/** The customer's service requests, newest first, filtered by what the URL keeps; each opens its timeline. */
export function ServiceRequestHistoryPage() {
  const { t } = useTranslation();
  const search = requestSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const list = useServiceRequests(search);
  const [open, setOpen] = useState<string | null>(null);
  const requests = list.data?.pages.flatMap((page) => page.requests);

  const apply = (next: RequestSearch) => void navigate({ to: '/service-request-history', search: next });

  return (
    <>
      <PageHeading titleKey="pages.serviceRequestHistory.title" />
      <Stack spacing={3}>
        <RequestFilters search={search} onApply={apply} />
        {list.isError && (
          <LoadFailed
            icon={AssignmentOutlined}
            title={t('serviceRequests.loadFailedTitle')}
            text={t('serviceRequests.loadFailedText')}
            onRetry={() => void list.refetch()}
          />
        )}
        {!requests && !list.isError && <Skeleton variant="rounded" height={320} />}
        {requests?.length === 0 && Object.keys(search).length > 0 && (
          <EmptyState
            icon={AssignmentOutlined}
            title={t('serviceRequests.noMatch.title')}
            text={t('serviceRequests.noMatch.text')}
          />
        )}
        {requests?.length === 0 && Object.keys(search).length === 0 && (
          <EmptyState
            icon={AssignmentOutlined}
            title={t('serviceRequests.empty.title')}
            text={t('serviceRequests.empty.text')}
            action={
              <ButtonLink to="/account-services" variant="outlined">
                {t('serviceRequests.empty.action')}
              </ButtonLink>
            }
          />
        )}
        {requests && requests.length > 0 && (
          <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
            <RequestRows requests={requests} onOpen={(request) => setOpen(request.id)} />
            {list.hasNextPage && (
              <Stack sx={{ alignItems: 'center', p: 2 }}>
                <Button
                  variant="outlined"
                  loading={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  {t('history.loadMore')}
                </Button>
              </Stack>
            )}
          </Paper>
        )}
      </Stack>
      <RequestDialog id={open} onClose={() => setOpen(null)} />
    </>
  );
}

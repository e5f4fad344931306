import { useTranslation } from 'react-i18next';
import { useNavigate, useSearch } from '@tanstack/react-router';
import ManageSearch from '@mui/icons-material/ManageSearch';
import SyncProblemOutlined from '@mui/icons-material/SyncProblemOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useActivityLog } from './api/get-activity-log';
import { ActivityFilters } from './components/ActivityFilters';
import { ActivityRows } from './components/ActivityRows';
import { activitySearch, type ActivitySearch } from './search';

/** The customer's sign-ins and security changes, newest first, filtered by what the URL keeps. */
export function ActivityLogPage() {
  const { t } = useTranslation();
  const search = activitySearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const log = useActivityLog(search);
  const events = log.data?.pages.flatMap((page) => page.events);

  const apply = (next: ActivitySearch) => void navigate({ to: '/activity-log', search: next });

  return (
    <>
      <PageHeading titleKey="pages.activityLog.title" />
      <Stack spacing={3}>
        <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
          {t('activity.intro')}
        </Typography>
        <ActivityFilters search={search} onApply={apply} />
        {log.isPending && <Skeleton variant="rounded" height={320} />}
        {log.isError && !events && (
          <LoadFailed
            icon={SyncProblemOutlined}
            title={t('activity.loadFailed.title')}
            text={t('activity.loadFailed.text')}
            onRetry={() => void log.refetch()}
          />
        )}
        {events?.length === 0 && (
          <EmptyState icon={ManageSearch} title={t('activity.empty.title')} text={t('activity.empty.text')} />
        )}
        {events && events.length > 0 && (
          <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
            <ActivityRows events={events} />
            {log.hasNextPage && (
              <Stack sx={{ alignItems: 'center', p: 2 }}>
                <Button
                  variant="outlined"
                  loading={log.isFetchingNextPage}
                  onClick={() => void log.fetchNextPage()}
                >
                  {t('activity.loadMore')}
                </Button>
              </Stack>
            )}
          </Paper>
        )}
      </Stack>
    </>
  );
}

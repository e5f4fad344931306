import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import Grid from '@mui/material/Grid';
import Insights from '@mui/icons-material/Insights';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { PageHeading } from '@/shared/ui/PageHeading';
import { DashboardSkeleton, type CardSlot } from './DashboardSkeleton';

type Props<T> = {
  /** `pages.demoDashboards.<name>`: the page's heading and window title. */
  titleKey: string;
  intro: string;
  query: UseQueryResult<T>;
  /** The cards' places, for the skeleton. */
  slots: CardSlot[];
  /** The cards, as grid items. */
  children: (data: T) => ReactNode;
};

/** A dashboard page: its heading, then a skeleton, the failure with a retry, or its cards. */
export function DashboardFrame<T>({ titleKey, intro, query, slots, children }: Props<T>) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading titleKey={titleKey}>{intro}</PageHeading>
      {query.isPending ? (
        <DashboardSkeleton slots={slots} />
      ) : query.isError ? (
        <LoadFailed
          icon={Insights}
          title={t('demoDashboards.loadFailed')}
          text={t('demoDashboards.loadFailedText')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Grid container spacing={2}>
          {children(query.data)}
        </Grid>
      )}
    </>
  );
}

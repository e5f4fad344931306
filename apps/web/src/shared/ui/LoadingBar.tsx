import { useTranslation } from 'react-i18next';
import { useRouterState } from '@tanstack/react-router';
import { useLoadingState } from '@/shared/api/loading-tracker';

/** A thin bar at the top of the window while requests are pending or a page is loading. Without MUI (decision 047). */
export function LoadingBar() {
  const { t } = useTranslation();
  const loading = useLoadingState();
  const routePending = useRouterState({ select: (state) => state.status === 'pending' });
  if (!loading.show && !routePending) return null;
  const determinate = loading.mode === 'determinate' && loading.show;
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={determinate ? Math.round(loading.progress) : undefined}
      className={determinate ? 'plain-loading-bar' : 'plain-loading-bar indeterminate'}
    >
      <span style={determinate ? { transform: `scaleX(${loading.progress / 100})` } : undefined} />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import LinearProgress from '@mui/material/LinearProgress';
import { useRouterState } from '@tanstack/react-router';
import { useLoadingState } from '@/shared/api/loading-tracker';

/** A thin bar at the top of the window while requests are pending or a page is loading. */
export function LoadingBar() {
  const { t } = useTranslation();
  const loading = useLoadingState();
  const routePending = useRouterState({ select: (state) => state.status === 'pending' });
  if (!loading.show && !routePending) return null;
  return (
    <LinearProgress
      aria-label={t('common.loading')}
      variant={loading.mode === 'determinate' && loading.show ? 'determinate' : 'indeterminate'}
      value={loading.progress}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.modal + 1,
      }}
    />
  );
}

import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MuiLayer } from '@/shared/theme/MuiLayer';
import { ConfirmationDialogProvider } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { ToastProvider } from '@/shared/ui/toast/ToastProvider';
import { queryClient } from './query-client';

/**
 * What every page drawn with MUI has around it: MUI's theme, the query client (no page drawn without MUI fetches
 * through TanStack Query, decision 050), the confirmation dialog and the toasts.
 */
export function MuiAppLayer({ children }: { children: ReactNode }) {
  return (
    <MuiLayer>
      <QueryClientProvider client={queryClient}>
        <ConfirmationDialogProvider>
          <ToastProvider>{children}</ToastProvider>
        </ConfirmationDialogProvider>
      </QueryClientProvider>
    </MuiLayer>
  );
}

export { prepareStoredTheme } from '@/shared/theme/MuiLayer';

import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { MuiLayer } from '@/shared/theme/MuiLayer';
import { ConfirmationDialogProvider } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { ToastProvider } from '@/shared/ui/toast/ToastProvider';

/** What every page has around it: MUI's theme, the router's query client, the confirmation dialog and the toasts. */
export function MuiAppLayer({ children }: { children: ReactNode }) {
  const queryClient = useRouteContext({ from: '__root__', select: (context) => context.queryClient });
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

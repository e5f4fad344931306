import type { ReactNode } from 'react';
import { MuiLayer } from '@/shared/theme/MuiLayer';
import { ConfirmationDialogProvider } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { ToastProvider } from '@/shared/ui/toast/ToastProvider';

/** What every page drawn with MUI has around it: MUI's theme, the confirmation dialog and the toasts. */
export function MuiAppLayer({ children }: { children: ReactNode }) {
  return (
    <MuiLayer>
      <ConfirmationDialogProvider>
        <ToastProvider>{children}</ToastProvider>
      </ConfirmationDialogProvider>
    </MuiLayer>
  );
}

export { prepareStoredTheme } from '@/shared/theme/MuiLayer';

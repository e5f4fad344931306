import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setClientConfig, setDemoWorkerRunning } from '@/shared/config/client-config';
import { ConfirmationDialogProvider } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { ToastProvider } from '@/shared/ui/toast/ToastProvider';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { ShellPanelButtons } from './ShellPanelButtons';

/** The shell's panel buttons, with the demo layer on and the app's toasts and confirmation dialog around them. */
export function renderPanelButtons(path = '/dashboard') {
  setClientConfig({ demoLayer: true, idleLockMinutes: 5, passkeyRelyingPartyId: 'localhost' });
  setDemoWorkerRunning(true);
  return renderAtPath(
    () => (
      <ToastProvider>
        <ConfirmationDialogProvider>
          <ShellPanelButtons />
        </ConfirmationDialogProvider>
      </ToastProvider>
    ),
    path,
  );
}

/** Presses the top-bar button named `name` and answers the panel it opens. */
export async function openPanel(name: RegExp | string) {
  await userEvent.click(await screen.findByRole('button', { name, hidden: true }, { timeout: 15_000 }));
  return screen.findByRole('dialog', {}, { timeout: 15_000 });
}

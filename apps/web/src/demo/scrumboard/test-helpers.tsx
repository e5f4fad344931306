import type { ReactElement } from 'react';
import { z } from 'zod';
import { demoFetch } from '@taka/demo-api';
import { BoardSchema } from '@taka/demo-api/schemas/scrumboard';
import { ConfirmationDialogProvider } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { ToastProvider } from '@/shared/ui/toast/ToastProvider';
import { renderAtPath } from '@/shared/testing/render-with-providers';

/** A scrumboard page with the app's confirmation dialog and toasts. */
export const mountScrumboard = (page: () => ReactElement, path = '/apps/scrumboard') =>
  renderAtPath(
    () => (
      <ConfirmationDialogProvider>
        <ToastProvider>{page()}</ToastProvider>
      </ConfirmationDialogProvider>
    ),
    path,
  );

/** The seeded boards, as the handlers answer them. */
export const seededBoards = async () =>
  z.array(BoardSchema).parse(await demoFetch('http://localhost/api/apps/scrumboard/boards'));

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@tanstack/react-router';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { ConfirmationDialogProvider } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { ToastProvider } from '@/shared/ui/toast/ToastProvider';
import { TasksPage } from './TasksPage';

/** The page as its routes render it: the task in the drawer is the one the path names. */
function TasksAtPath() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const taskId = /^\/apps\/tasks\/([^/]+)$/.exec(pathname)?.[1];
  return (
    <ConfirmationDialogProvider>
      <ToastProvider>
        <TasksPage taskId={taskId} />
      </ToastProvider>
    </ConfirmationDialogProvider>
  );
}

export const renderTasks = (path = '/apps/tasks') => renderAtPath(() => <TasksAtPath />, path);

/** The list's rows, each as its title link's text, once the list is there. */
export async function rowTitles() {
  // The first render of a test file waits for MUI and the handlers' seed to load: allow it more than a second.
  const list = await screen.findByRole(
    'list',
    { name: 'Tasks and sections', hidden: true },
    { timeout: 10_000 },
  );
  return [...list.querySelectorAll(':scope > li a')].map((link) => link.textContent);
}

/** Opens a task from the list and waits for its drawer. */
export async function openTask(title: string) {
  await screen.findByRole('list', { name: 'Tasks and sections' }, { timeout: 10_000 });
  await userEvent.click(screen.getByRole('link', { name: title }));
  return screen.findByRole('dialog', { name: title });
}

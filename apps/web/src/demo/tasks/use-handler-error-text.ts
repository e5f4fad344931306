import { useTranslation } from 'react-i18next';
import { DemoApiError } from '@taka/demo-api/client';
import { TaskGoneError } from './api/task-gone-error';

/** What a failed call says to the reader: the handler's own text, or why there was none. */
export function useHandlerErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (error instanceof TaskGoneError) return t('tasks.taskGone');
    if (error instanceof DemoApiError)
      return t('tasks.handlerSaid', { status: error.status, text: error.message });
    return t('tasks.unexpectedError');
  };
}

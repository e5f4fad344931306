import { useTranslation } from 'react-i18next';
import { DemoApiError } from '@taka/demo-api/client';
import { ContactGoneError } from './api/contact-gone-error';

/** What a failed call says to the reader: the handler's own text, or why there was none. */
export function useHandlerErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (error instanceof ContactGoneError) return t('contacts.contactGone');
    if (error instanceof DemoApiError)
      return t('contacts.handlerSaid', { status: error.status, text: error.message });
    return t('contacts.unexpectedError');
  };
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isApiRequestError } from '@/shared/api/api-error';
import { useToast } from '@/shared/ui/toast/ToastProvider';
import { EnvelopeRefusal } from '../api/envelope';

/**
 * The words for a failed Locate Us call (SPEC 8): the server's own message when it sent one (a non-success
 * envelope or an error body), else the sentence for what went wrong on the way.
 */
function messageOf(error: unknown, t: TFunction): string {
  if (error instanceof EnvelopeRefusal && error.message) return error.message;
  if (isApiRequestError(error)) {
    if (error.status > 0 && !error.code.startsWith('HTTP_') && error.message) return error.message;
    if (error.code === 'NETWORK_ERROR') return t('errors.api.NETWORK_ERROR');
  }
  return t('errors.api.UNKNOWN');
}

/** Shows the toast titled Error once for each failure of a Locate Us call. */
export function useErrorToast(error: unknown) {
  const { t } = useTranslation();
  const showToast = useToast();
  // Once per failure: a change of language alone does not show it again.
  const words = useRef(t);
  useEffect(() => {
    words.current = t;
  }, [t]);
  useEffect(() => {
    const say = words.current;
    if (error)
      showToast({
        severity: 'error',
        title: say('pages.locateUs.errorTitle'),
        message: messageOf(error, say),
      });
  }, [error, showToast]);
}

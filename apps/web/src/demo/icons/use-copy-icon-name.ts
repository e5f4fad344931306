import { useTranslation } from 'react-i18next';
import { useToast } from '@/shared/ui/toast/ToastProvider';

/** Copies an icon's full name (namespace:name) to the clipboard and says in a toast whether it worked. */
export function useCopyIconName() {
  const { t } = useTranslation();
  const showToast = useToast();
  return async (fullName: string) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(fullName);
      showToast({ severity: 'success', message: t('icons.copied', { name: fullName }) });
    } catch {
      showToast({
        severity: 'error',
        title: t('icons.copyFailed'),
        message: t('icons.copyFailedText', { name: fullName }),
      });
    }
  };
}

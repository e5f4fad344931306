import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the window title to the translated page title, following language changes. */
export function usePageTitle(titleKey: string) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useEffect(() => {
    document.title = `${title} | ${t('app.name')}`;
  }, [title, t]);
  return title;
}

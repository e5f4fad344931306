import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the window title to `title` (a text already in the reader's language), after the app's name. */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} | ${t('app.name')}`;
  }, [title, t]);
}

/** Sets the window title to the translated page title, following language changes. */
export function usePageTitle(titleKey: string) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  return title;
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The handlers name series, slices and weekdays in English ("Page Views", "Returning", "Mon"): this puts them in the
 * reader's language, or leaves a name it does not know as it came.
 */
export function useDataLabel(): (label: string) => string {
  const { t } = useTranslation();
  return useCallback((label: string) => t(`demoDashboards.data.${label}`, { defaultValue: label }), [t]);
}

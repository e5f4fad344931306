import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/shared/i18n/use-format';

/** Rounds to cents, or to four places under a dollar (an XRP price), as text so no float digits slip in. */
const rounded = (value: number) => value.toFixed(Math.abs(value) < 1 ? 4 : 2);

/** A US dollar amount in the reader's digits: "$67,214.35", "67.214,35 $", "$৬৭,২১৪.৩৫". */
export function useUsd(): (value: number) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return useCallback(
    (value: number) => t('demoDashboards.crypto.usd', { amount: format.number(rounded(value)) }),
    [t, format],
  );
}

import { useCallback } from 'react';
import { useFormat } from '@/shared/i18n/use-format';

/** An amount the handlers send as a number, written as taka ("৳18,787.82"); fixed to poisha first, as text. */
export function useTaka(): (amount: number, sign?: 'negative' | 'always') => string {
  const format = useFormat();
  return useCallback((amount, sign = 'negative') => format.taka(amount.toFixed(2), { sign }), [format]);
}

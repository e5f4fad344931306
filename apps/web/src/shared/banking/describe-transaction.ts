import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeTransaction, type TransactionFacts } from '@taka/contracts';

export { factsOfListed } from '@taka/contracts';

/**
 * What a movement was, in one sentence of the current language ("Fund transfer to Karim Hossain (1021000000037)"),
 * for the statement's rows and the dashboard's recent transactions: the same words as the downloaded files.
 */
export function useDescribeTransaction(): (facts: TransactionFacts) => string {
  const { t } = useTranslation();
  return useCallback((facts) => describeTransaction(facts, (key, values) => t(key, values)), [t]);
}
